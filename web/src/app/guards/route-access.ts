import type { Role } from '@hearth/api/contracts';

export interface RouteAccess {
  /** The route's path under the layout (spec §2). */
  path: string;
  /** The page's name in its document title. */
  title: string;
  /** Roles that see the screen; omitted: any signed-in user. */
  allow?: readonly Role[];
  /** The line under 'Please Sign In'. */
  signedOutMessage: string;
  /** The line under 'Access Denied' (only screens with `allow`). */
  deniedMessage?: string;
}

/**
 * Who sees each guarded screen and the texts of its 'Please Sign In' / 'Access Denied' states (spec §2), written
 * once: `routes.tsx` builds each guarded route from its entry (path, `<RequireRole route=…>` around the page), and the
 * screens' stories show the same guard.
 */
export const ROUTE_ACCESS = {
  listProperty: { path: 'list-property', title: 'List Your Property', allow: ['landlord'], signedOutMessage: 'Sign in as a landlord to list your property.', deniedMessage: 'Only landlords can list properties.' },
  dashboard: {
    path: 'dashboard',
    title: 'Dashboard',
    allow: ['landlord', 'tenant'],
    signedOutMessage: 'Sign in to see your dashboard.',
    deniedMessage: 'This dashboard is only available for landlords and tenants.',
  },
  messages: { path: 'messages', title: 'My Messages', allow: ['tenant'], signedOutMessage: 'Sign in to see your conversations.', deniedMessage: 'This page is only available for tenants.' },
  admin: { path: 'admin', title: 'Admin Panel', allow: ['admin'], signedOutMessage: 'Admin access requires authentication.', deniedMessage: 'This panel is only available for administrators.' },
  userProfile: { path: 'user-profile', title: 'My Profile', signedOutMessage: 'Sign in to see your profile.' },
  editProfile: { path: 'profile', title: 'Edit Profile', signedOutMessage: 'Sign in to edit your profile.' },
} as const satisfies Record<string, RouteAccess>;

export type GuardedRoute = keyof typeof ROUTE_ACCESS;
