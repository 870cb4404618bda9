import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { HomePage } from '../modules/home/HomePage';
import { RequireRole } from './guards/RequireRole';
import { Layout } from './shell/Layout';
import { NotFoundPage } from './shell/NotFoundPage';

const PropertyDetailPage = lazy(() => import('../modules/property/PropertyDetail/PropertyDetailPage'));
const ListPropertyPage = lazy(() => import('../modules/listing/ListProperty/ListPropertyPage'));
const ResetPasswordPage = lazy(() => import('../modules/auth/ResetPassword/ResetPasswordPage'));
const MagicLinkPage = lazy(() => import('../modules/auth/MagicLink/MagicLinkPage'));
const DashboardPage = lazy(() => import('../modules/dashboard/DashboardPage'));
const MessagesPage = lazy(() => import('../modules/messages/MessagesPage'));
const AdminPage = lazy(() => import('../modules/admin/AdminPage'));
const UserProfilePage = lazy(() => import('../modules/profile/UserProfilePage'));
const EditProfilePage = lazy(() => import('../modules/profile/EditProfilePage'));

/** Every route of spec §2 with its guard texts. Home is in the main chunk; every other page loads on demand. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'property/:id', element: <PropertyDetailPage /> },
      {
        path: 'list-property',
        element: (
          <RequireRole allow={['landlord']} signedOutMessage="Sign in as a landlord to list your property." deniedMessage="Only landlords can list properties.">
            <ListPropertyPage />
          </RequireRole>
        ),
      },
      {
        path: 'dashboard',
        element: (
          <RequireRole allow={['landlord', 'tenant']} signedOutMessage="Sign in to see your dashboard." deniedMessage="This dashboard is only available for landlords and tenants.">
            <DashboardPage />
          </RequireRole>
        ),
      },
      {
        path: 'messages',
        element: (
          <RequireRole allow={['tenant']} signedOutMessage="Sign in to see your conversations." deniedMessage="This page is only available for tenants.">
            <MessagesPage />
          </RequireRole>
        ),
      },
      {
        path: 'admin',
        element: (
          <RequireRole allow={['admin']} signedOutMessage="Admin access requires authentication." deniedMessage="This panel is only available for administrators.">
            <AdminPage />
          </RequireRole>
        ),
      },
      {
        path: 'user-profile',
        element: (
          <RequireRole signedOutMessage="Sign in to see your profile.">
            <UserProfilePage />
          </RequireRole>
        ),
      },
      {
        path: 'profile',
        element: (
          <RequireRole signedOutMessage="Sign in to edit your profile.">
            <EditProfilePage />
          </RequireRole>
        ),
      },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'magic-link', element: <MagicLinkPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
