import { defineLoader } from '../../common/loaders.js';
import { countScamSignalsBySender } from './chat.queries.js';

/** Each sender's count of messages with scam wording to a tenant, batched per request (admins' User.scamSignalCount). */
export const scamSignalCountOf = defineLoader<number, number>((ctx, senderIds) => countScamSignalsBySender(ctx.em, senderIds));
