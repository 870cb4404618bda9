import type { Role } from './roles.js';

/**
 * The web app's pages: their react-router paths under the layout ('' is the home page, `:name` one segment). The
 * web's route table is built from these (`web/src/app/routes.tsx`, a test fails when they differ) and the server
 * answers any other page with HTTP 404 and the same app, which draws its Not Found page.
 */
export const CLIENT_ROUTES = {
  home: '',
  property: 'property/:id',
  listProperty: 'list-property',
  dashboard: 'dashboard',
  messages: 'messages',
  notifications: 'notifications',
  admin: 'admin',
  userProfile: 'user-profile',
  editProfile: 'profile',
  resetPassword: 'reset-password',
  magicLink: 'magic-link',
  verifyEmail: 'verify-email',
  verifyLease: 'verify',
  rentReport: 'rent-report',
  rentReportCity: 'rent-report/:province/:city',
} as const;

export type ClientRoute = keyof typeof CLIENT_ROUTES;

/** A signed-in person's dashboard: the Admin Panel for admins, whom /dashboard refuses (it is for landlords and tenants). */
export const dashboardPathFor = (role: Role): string => (role === 'admin' ? `/${CLIENT_ROUTES.admin}` : `/${CLIENT_ROUTES.dashboard}`);

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');
const ROUTE_SEGMENTS = Object.values(CLIENT_ROUTES).map(segmentsOf);

/**
 * True when `pathname` (no query) is one of the client's pages, matched as react-router does by default: case-blind,
 * a trailing slash ignored, a `:param` standing for one non-empty segment.
 */
export function isClientRoute(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return ROUTE_SEGMENTS.some(
    (route) =>
      route.length === segments.length &&
      route.every((part, index) => part.startsWith(':') || part.toLowerCase() === segments[index]!.toLowerCase()),
  );
}
