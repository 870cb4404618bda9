import { hasRole, isAdmin, type Actor } from '../../common/actor.js';
import { isOwner } from '../property/index.js';

/** docs/product.md#roles-and-permissions: tenants send inquiries; landlords and admins do not. */
export const canSendInquiry = (actor: Actor): boolean => hasRole(actor, 'tenant');

/** Nobody inquires about their own listing. */
export const canInquireAbout = (actor: Actor, listing: { ownerId: number }): boolean => !isOwner(actor, listing);

/** A user's inquiry lists (sent as tenant, received as landlord): that user and admins. */
export const canListInquiriesOf = (actor: Actor, userId: number): boolean => actor.id === userId || isAdmin(actor);
