import {
  SAVED_SEARCHES_FULL_MESSAGE,
  SAVED_SEARCHES_MAX,
  savedSearchCreateSchema,
  savedSearchUpdateSchema,
} from '../../contracts/index.js';
import { requireViewer, type ServiceContext } from '../../common/actor.js';
import { DomainError, parseInput } from '../../common/domain-error.js';
import { newSecret } from '../../common/tokens.js';
import { criteriaOf } from './saved-search.criteria.js';
import { SavedSearch } from './saved-search.entity.js';

const notFound = () => new DomainError('NOT_FOUND', 'Saved search not found');

/** Searches people keep (any role): always the caller's own; someone else's is not found (404, no IDOR). */
export class SavedSearchService {
  async create(ctx: ServiceContext, input: unknown): Promise<SavedSearch> {
    const viewer = requireViewer(ctx);
    const { name, filters, alert } = parseInput(savedSearchCreateSchema, input);
    return ctx.em.transactional(async (em) => {
      // One save at a time per person, so two quick saves cannot both pass the cap.
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`saved-searches:${viewer.id}`]);
      if ((await em.count(SavedSearch, { ownerId: viewer.id })) >= SAVED_SEARCHES_MAX) {
        throw new DomainError('CONFLICT', SAVED_SEARCHES_FULL_MESSAGE);
      }
      return em.create(SavedSearch, { ownerId: viewer.id, name, filters, alert, ...(await criteriaOf(em, filters)), unsubscribeToken: newSecret() });
    });
  }

  /** The caller's searches, newest first (at most SAVED_SEARCHES_MAX). */
  list(ctx: ServiceContext): Promise<SavedSearch[]> {
    const viewer = requireViewer(ctx);
    return ctx.em.find(SavedSearch, { ownerId: viewer.id }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: SAVED_SEARCHES_MAX });
  }

  /** Rename, change the alert, or replace the filters. */
  async update(ctx: ServiceContext, id: number, input: unknown): Promise<SavedSearch> {
    const search = await this.own(ctx, id);
    const { name, filters, alert } = parseInput(savedSearchUpdateSchema, input);
    if (name !== undefined) search.name = name;
    if (alert !== undefined) search.alert = alert;
    if (filters !== undefined) Object.assign(search, { filters }, await criteriaOf(ctx.em, filters));
    search.updatedAt = new Date();
    await ctx.em.flush();
    return search;
  }

  async delete(ctx: ServiceContext, id: number): Promise<void> {
    await this.own(ctx, id);
    await ctx.em.nativeDelete(SavedSearch, { id });
  }

  /** The search an unsubscribe link names (its confirmation page); no sign-in, the link's secret is the key. */
  async findByUnsubscribeToken(ctx: ServiceContext, token: unknown): Promise<SavedSearch> {
    const search = typeof token === 'string' && token.length <= 100 ? await ctx.em.findOne(SavedSearch, { unsubscribeToken: token }) : null;
    if (!search) throw new DomainError('INVALID_TOKEN', 'This unsubscribe link is not valid.');
    return search;
  }

  /** The one-click unsubscribe of an alert email (RFC 8058): turns that search's alert off. */
  async unsubscribe(ctx: ServiceContext, token: unknown): Promise<SavedSearch> {
    const search = await this.findByUnsubscribeToken(ctx, token);
    if (search.alert !== 'off') {
      search.alert = 'off';
      search.updatedAt = new Date();
      await ctx.em.flush();
    }
    return search;
  }

  private async own(ctx: ServiceContext, id: number): Promise<SavedSearch> {
    const viewer = requireViewer(ctx);
    const search = await ctx.em.findOne(SavedSearch, { id, ownerId: viewer.id });
    if (!search) throw notFound();
    return search;
  }
}
