import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { CLIENT_ROUTES } from '@hearth/api/contracts/client-routes';
import { HomeContainer } from '../modules/home/HomeContainer';
import { RequireRole } from './guards/RequireRole';
import { ROUTE_ACCESS, type GuardedRoute } from './guards/route-access';
import { withCatalogs } from './i18n';
import { lazyWithAria } from '../lib/lazy-named';
import { Layout } from './shell/Layout';
import { NotFoundPage } from './shell/NotFoundPage';

// Each page's chunk comes with the catalogs of the active locale (app/i18n.ts), under react-aria's providers.
const PropertyDetailContainer = lazyWithAria(withCatalogs(() => import('../modules/property/PropertyDetail/PropertyDetailContainer')));
const ResetPasswordContainer = lazyWithAria(withCatalogs(() => import('../modules/auth/ResetPassword/ResetPasswordContainer')));
const MagicLinkContainer = lazyWithAria(withCatalogs(() => import('../modules/auth/MagicLink/MagicLinkContainer')));
const VerifyEmailContainer = lazyWithAria(withCatalogs(() => import('../modules/auth/VerifyEmail/VerifyEmailContainer')));
const VerifyLeaseContainer = lazyWithAria(withCatalogs(() => import('../modules/lease/VerifyLease/VerifyLeaseContainer')));
const RentReportPage = lazyWithAria(withCatalogs(() => import('../modules/rent-report/RentReportPage')));
const rentReportPage = <RentReportPage />;

/** The container of each guarded route; its path, roles and texts are its ROUTE_ACCESS entry. */
const GUARDED_CONTAINERS: Record<GuardedRoute, LazyExoticComponent<ComponentType>> = {
  listProperty: lazyWithAria(withCatalogs(() => import('../modules/listing/ListProperty/ListPropertyContainer'))),
  dashboard: lazyWithAria(withCatalogs(() => import('../modules/dashboard/DashboardContainer'))),
  messages: lazyWithAria(withCatalogs(() => import('../modules/chat/MyMessages/MyMessagesContainer'))),
  notifications: lazyWithAria(withCatalogs(() => import('../modules/notification/MyNotifications/MyNotificationsContainer'))),
  admin: lazyWithAria(withCatalogs(() => import('../modules/admin/Admin/AdminContainer'))),
  userProfile: lazyWithAria(withCatalogs(() => import('../modules/profile/UserProfile/UserProfileContainer'))),
  editProfile: lazyWithAria(withCatalogs(() => import('../modules/profile/EditProfile/EditProfileContainer'))),
};

const guardedRoutes: RouteObject[] = (Object.keys(GUARDED_CONTAINERS) as GuardedRoute[]).map((route) => {
  const Container = GUARDED_CONTAINERS[route];
  return {
    path: ROUTE_ACCESS[route].path,
    element: (
      <RequireRole route={route}>
        <Container />
      </RequireRole>
    ),
  };
});

/**
 * Every route of docs/product.md#screens-and-routes, each path from CLIENT_ROUTES (`@hearth/api/contracts`, which the server reads to answer
 * unknown pages 404); a guarded page renders only for the roles of its ROUTE_ACCESS entry. Home is in the main
 * chunk; every other page loads on demand.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomeContainer /> },
      { path: CLIENT_ROUTES.property, element: <PropertyDetailContainer /> },
      ...guardedRoutes,
      { path: CLIENT_ROUTES.resetPassword, element: <ResetPasswordContainer /> },
      { path: CLIENT_ROUTES.magicLink, element: <MagicLinkContainer /> },
      { path: CLIENT_ROUTES.verifyEmail, element: <VerifyEmailContainer /> },
      { path: CLIENT_ROUTES.verifyLease, element: <VerifyLeaseContainer /> },
      // Public and rendered on the server for visitors, like a property page (docs/web-delivery.md).
      { path: CLIENT_ROUTES.rentReport, element: rentReportPage },
      { path: CLIENT_ROUTES.rentReportCity, element: rentReportPage },
      // Any other path: the server answers it 404 with this app (CLIENT_ROUTES lists the pages it knows).
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
