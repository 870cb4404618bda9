import type { Actor } from '../../common/actor.js';

/** Email and phone: the account itself and admins only. */
export const canSeePrivateContact = (viewer: Actor | null, userId: number): boolean =>
  viewer !== null && (viewer.id === userId || viewer.role === 'admin');

/** WhatsApp powers the contact panel's chat button: any signed-in user (spec §2, §7 GET /api/users/{id}). */
export const canSeeWhatsapp = (viewer: Actor | null): boolean => viewer !== null;
