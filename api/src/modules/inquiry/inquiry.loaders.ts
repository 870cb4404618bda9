import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChatMessage } from '../chat/chat-message.entity.js';
import { PropertyListing } from '../property/property.entity.js';
import type { Inquiry } from './inquiry.entity.js';
import type { InquiryService } from './inquiry.service.js';

export interface InquiryLoaders {
  latestMessage: DataLoader<Inquiry, ChatMessage | null>;
  propertyTitle: DataLoader<number, string | null>;
}

// One set of loaders per GraphQL request (its context object), so batching never crosses requests or users.
const perRequest = new WeakMap<object, InquiryLoaders>();

export function inquiryLoaders(ctx: { em: EntityManager }, inquiries: InquiryService): InquiryLoaders {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    loaders = {
      latestMessage: new DataLoader((keys) => inquiries.latestMessages(ctx.em, keys), { cache: false }),
      propertyTitle: new DataLoader(async (ids) => {
        const rows = await ctx.em.find(PropertyListing, { id: { $in: [...ids] } });
        const titles = new Map(rows.map((row) => [row.id, row.title]));
        return ids.map((id) => titles.get(id) ?? null);
      }),
    };
    perRequest.set(ctx, loaders);
  }
  return loaders;
}
