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
const VerifyEmailPage = lazy(() => import('../modules/auth/VerifyEmail/VerifyEmailPage'));
const DashboardPage = lazy(() => import('../modules/dashboard/DashboardPage'));
const MessagesPage = lazy(() => import('../modules/chat/MessagesPage'));
const AdminPage = lazy(() => import('../modules/admin/AdminPage'));
const UserProfilePage = lazy(() => import('../modules/profile/UserProfilePage'));
const EditProfilePage = lazy(() => import('../modules/profile/EditProfilePage'));

/**
 * Every route of spec §2; a guarded page names its entry of ROUTE_ACCESS (roles and texts) and renders only for
 * those roles. Home is in the main chunk; every other page loads on demand.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'property/:id', element: <PropertyDetailPage /> },
      {
        path: 'list-property',
        element: (
          <RequireRole route="listProperty">
            <ListPropertyPage />
          </RequireRole>
        ),
      },
      {
        path: 'dashboard',
        element: (
          <RequireRole route="dashboard">
            <DashboardPage />
          </RequireRole>
        ),
      },
      {
        path: 'messages',
        element: (
          <RequireRole route="messages">
            <MessagesPage />
          </RequireRole>
        ),
      },
      {
        path: 'admin',
        element: (
          <RequireRole route="admin">
            <AdminPage />
          </RequireRole>
        ),
      },
      {
        path: 'user-profile',
        element: (
          <RequireRole route="userProfile">
            <UserProfilePage />
          </RequireRole>
        ),
      },
      {
        path: 'profile',
        element: (
          <RequireRole route="editProfile">
            <EditProfilePage />
          </RequireRole>
        ),
      },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'magic-link', element: <MagicLinkPage /> },
      { path: 'verify-email', element: <VerifyEmailPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
