import { hasRole, isAdmin, type Actor } from '../../common/actor.js';

/** docs/product.md#roles-and-permissions: tenants send inquiries; landlords and admins do not. */
export const canSendInquiry = (actor: Actor): boolean => hasRole(actor, 'tenant');

/** A user's inquiry lists (sent as tenant, received as landlord): that user and admins. */
export const canListInquiriesOf = (actor: Actor, userId: number): boolean => actor.id === userId || isAdmin(actor);
