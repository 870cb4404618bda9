import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { CLIENT_ROUTES } from '@hearth/api/contracts';
import { HomePage } from '../modules/home/HomePage';
import { RequireRole } from './guards/RequireRole';
import { ROUTE_ACCESS, type GuardedRoute } from './guards/route-access';
import { withCatalogs } from './i18n';
import { Layout } from './shell/Layout';
import { NotFoundPage } from './shell/NotFoundPage';

// Each page's chunk comes with the catalogs of the active locale (app/i18n.ts).
const PropertyDetailPage = lazy(withCatalogs(() => import('../modules/property/PropertyDetail/PropertyDetailPage')));
const ResetPasswordPage = lazy(withCatalogs(() => import('../modules/auth/ResetPassword/ResetPasswordPage')));
const MagicLinkPage = lazy(withCatalogs(() => import('../modules/auth/MagicLink/MagicLinkPage')));
const VerifyEmailPage = lazy(withCatalogs(() => import('../modules/auth/VerifyEmail/VerifyEmailPage')));

/** The page of each guarded route; its path, roles and texts are its ROUTE_ACCESS entry. */
const GUARDED_PAGES: Record<GuardedRoute, LazyExoticComponent<ComponentType>> = {
  listProperty: lazy(withCatalogs(() => import('../modules/listing/ListProperty/ListPropertyPage'))),
  dashboard: lazy(withCatalogs(() => import('../modules/dashboard/DashboardPage'))),
  messages: lazy(withCatalogs(() => import('../modules/chat/MessagesPage'))),
  notifications: lazy(withCatalogs(() => import('../modules/notification/NotificationsPage'))),
  admin: lazy(withCatalogs(() => import('../modules/admin/AdminPage'))),
  userProfile: lazy(withCatalogs(() => import('../modules/user/UserProfilePage'))),
  editProfile: lazy(withCatalogs(() => import('../modules/user/EditProfilePage'))),
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
 * Every route of spec §2, each path from CLIENT_ROUTES (`@hearth/api/contracts`, which the server reads to answer
 * unknown pages 404); a guarded page renders only for the roles of its ROUTE_ACCESS entry. Home is in the main
 * chunk; every other page loads on demand.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: CLIENT_ROUTES.property, element: <PropertyDetailPage /> },
      ...guardedRoutes,
      { path: CLIENT_ROUTES.resetPassword, element: <ResetPasswordPage /> },
      { path: CLIENT_ROUTES.magicLink, element: <MagicLinkPage /> },
      { path: CLIENT_ROUTES.verifyEmail, element: <VerifyEmailPage /> },
      // Any other path: the server answers it 404 with this app (CLIENT_ROUTES lists the pages it knows).
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
