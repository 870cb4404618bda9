import type { User } from '../user/index.js';
import type { UserAccess } from './profile.loaders.js';

/** Role, bio, location and member-since: anyone with a reason to know the person (not strangers). */
export const canSeeProfile = (access: UserAccess): boolean => access !== 'stranger';

/** WhatsApp powers the contact panel's chat button: everyone but strangers (see UserAccess). */
export const canSeeWhatsapp = (access: UserAccess): boolean => access !== 'stranger';

/** Email and phone: the person, admins, and a landlord the person wrote to or leases from. Never a stranger. */
export const canSeeContact = (access: UserAccess): boolean => access === 'full' || access === 'contact';

/** An account as a viewer with `access` may see it: every key present, null where hidden. The one place these rules apply. */
export function viewOf(user: User, access: UserAccess) {
  const profile = canSeeProfile(access);
  const contact = canSeeContact(access);
  return {
    id: user.id,
    name: user.name,
    role: profile ? user.role : null,
    bio: profile ? user.bio : null,
    location: profile ? user.location : null,
    createdAt: profile ? user.createdAt : null,
    whatsapp: canSeeWhatsapp(access) ? user.whatsapp : null,
    email: contact ? user.email : null,
    phone: contact ? user.phone : null,
  };
}
export type UserView = ReturnType<typeof viewOf>;
