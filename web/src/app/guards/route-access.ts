import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CLIENT_ROUTES } from '@hearth/api/contracts/client-routes';
import type { Role } from '@hearth/api/contracts/roles';

export interface RouteAccess {
  /** The route's path under the layout (docs/product.md#screens-and-routes). */
  path: string;
  /** The page's name in its document title (messages: read in the locale where shown). */
  title: MessageDescriptor;
  /** Roles that see the screen; omitted: any signed-in user. */
  allow?: readonly Role[];
  /** The line under 'Please Sign In'. */
  signedOutMessage: MessageDescriptor;
  /** The line under 'Access Denied' (only screens with `allow`). */
  deniedMessage?: MessageDescriptor;
}

/**
 * Who sees each guarded screen and the texts of its 'Please Sign In' / 'Access Denied' states (docs/product.md#screens-and-routes), written
 * once: `routes.tsx` builds each guarded route from its entry (path, `<RequireRole route=…>` around the page), and the
 * screens' stories show the same guard.
 */
export const ROUTE_ACCESS = {
  listProperty: {
    path: CLIENT_ROUTES.listProperty,
    title: msg`List Your Property`,
    allow: ['landlord'],
    signedOutMessage: msg`Sign in as a landlord to list your property.`,
    deniedMessage: msg`Only landlords can list properties.`,
  },
  dashboard: {
    path: CLIENT_ROUTES.dashboard,
    title: msg`Dashboard`,
    allow: ['landlord', 'tenant'],
    signedOutMessage: msg`Sign in to see your dashboard.`,
    deniedMessage: msg`This dashboard is only available for landlords and tenants.`,
  },
  messages: {
    path: CLIENT_ROUTES.messages,
    title: msg`My Messages`,
    allow: ['tenant'],
    signedOutMessage: msg`Sign in to see your conversations.`,
    deniedMessage: msg`This page is only available for tenants.`,
  },
  notifications: {
    path: CLIENT_ROUTES.notifications,
    title: msg`Notifications`,
    allow: ['tenant'],
    signedOutMessage: msg`Sign in to see your notifications.`,
    deniedMessage: msg`This page is only available for tenants.`,
  },
  admin: {
    path: CLIENT_ROUTES.admin,
    title: msg`Admin Panel`,
    allow: ['admin'],
    signedOutMessage: msg`Admin access requires authentication.`,
    deniedMessage: msg`This panel is only available for administrators.`,
  },
  userProfile: { path: CLIENT_ROUTES.userProfile, title: msg`My Profile`, signedOutMessage: msg`Sign in to see your profile.` },
  editProfile: { path: CLIENT_ROUTES.editProfile, title: msg`Edit Profile`, signedOutMessage: msg`Sign in to edit your profile.` },
} as const satisfies Record<string, RouteAccess>;

export type GuardedRoute = keyof typeof ROUTE_ACCESS;
