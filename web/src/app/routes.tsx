import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { HomePage } from '../modules/home/HomePage';
import { RequireRole } from './guards/RequireRole';
import { ROUTE_ACCESS, type GuardedRoute } from './guards/route-access';
import { Layout } from './shell/Layout';
import { NotFoundPage } from './shell/NotFoundPage';

const PropertyDetailPage = lazy(() => import('../modules/property/PropertyDetail/PropertyDetailPage'));
const ResetPasswordPage = lazy(() => import('../modules/auth/ResetPassword/ResetPasswordPage'));
const MagicLinkPage = lazy(() => import('../modules/auth/MagicLink/MagicLinkPage'));
const VerifyEmailPage = lazy(() => import('../modules/auth/VerifyEmail/VerifyEmailPage'));

/** The page of each guarded route; its path, roles and texts are its ROUTE_ACCESS entry. */
const GUARDED_PAGES: Record<GuardedRoute, LazyExoticComponent<ComponentType>> = {
  listProperty: lazy(() => import('../modules/listing/ListProperty/ListPropertyPage')),
  dashboard: lazy(() => import('../modules/dashboard/DashboardPage')),
  messages: lazy(() => import('../modules/chat/MessagesPage')),
  admin: lazy(() => import('../modules/admin/AdminPage')),
  userProfile: lazy(() => import('../modules/profile/UserProfilePage')),
  editProfile: lazy(() => import('../modules/profile/EditProfilePage')),
};

const guardedRoutes: RouteObject[] = (Object.keys(GUARDED_PAGES) as GuardedRoute[]).map((route) => {
  const Page = GUARDED_PAGES[route];
  return {
    path: ROUTE_ACCESS[route].path,
    element: (
      <RequireRole route={route}>
        <Page />
      </RequireRole>
    ),
  };
});

/**
 * Every route of spec §2; a guarded page renders only for the roles of its ROUTE_ACCESS entry. Home is in the
 * main chunk; every other page loads on demand.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'property/:id', element: <PropertyDetailPage /> },
      ...guardedRoutes,
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'magic-link', element: <MagicLinkPage /> },
      { path: 'verify-email', element: <VerifyEmailPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
