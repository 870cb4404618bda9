import { defineLoader } from '../../common/loaders.js';
import type { ChatMessage } from '../chat/index.js';
import type { Inquiry } from './inquiry.entity.js';
import type { InquiryService } from './inquiry.service.js';

/** The newest message of each inquiry's conversation, batched per request (Inquiry.latestMessage). */
export const latestMessageOf = defineLoader<Inquiry, ChatMessage | null, InquiryService>(
  (ctx, inquiries, service) => service.latestMessages(ctx.em, inquiries),
  { cache: false },
);
