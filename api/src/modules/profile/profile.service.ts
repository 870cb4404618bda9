import { profileUpdateSchema } from '../../contracts/index.js';
import { requireViewer, type ServiceContext } from '../../common/actor.js';
import { DomainError, parseInput } from '../../common/domain-error.js';
import { scamSignalCountOf, seesScamSignalCount } from '../chat/index.js';
import { User, userById } from '../user/index.js';
import { userAccess } from './profile.loaders.js';
import { viewOf, type UserView } from './profile.policy.js';
import type { Profile } from './profile.types.js';

const OPTIONAL_FIELDS = ['whatsapp', 'phone', 'bio', 'location'] as const;

export class UserService {
  /** The entity for GraphQL, whose User type applies field rules (email/phone/whatsapp); null when unknown. */
  find(ctx: ServiceContext, id: number): Promise<User | null> {
    return userById(ctx).load(id);
  }

  /**
   * GET /api/users/:id: what the viewer may see of an account (profile.policy.ts viewOf); for admins only, how many
   * messages with scam wording it sent tenants (`scamSignalCount`, null for anyone else, the person included).
   */
  async view(ctx: ServiceContext, id: number): Promise<UserView & { scamSignalCount: number | null }> {
    const user = await this.find(ctx, id);
    if (!user) throw new DomainError('NOT_FOUND', 'User not found');
    const [access, scamSignalCount] = await Promise.all([userAccess(ctx).load(id), seesScamSignalCount(ctx.viewer) ? scamSignalCountOf(ctx).load(id) : null]);
    return { ...viewOf(user, access), scamSignalCount };
  }

  private async ownAccount(ctx: ServiceContext): Promise<User> {
    const viewer = requireViewer(ctx);
    const user = await this.find(ctx, viewer.id);
    if (!user) throw new DomainError('UNAUTHENTICATED', 'Authentication required');
    return user;
  }

  async profile(ctx: ServiceContext): Promise<Profile> {
    return toProfile(await this.ownAccount(ctx));
  }

  /** docs/product.md#validation-rules; an empty string clears an optional field. */
  async updateProfile(ctx: ServiceContext, input: unknown): Promise<Profile> {
    requireViewer(ctx); // authentication before validation: anonymous callers learn nothing about the schema
    const data = parseInput(profileUpdateSchema, input);
    const user = await this.ownAccount(ctx);
    if (data.name !== undefined) user.name = data.name;
    if (data.preferredLanguage !== undefined) user.preferredLanguage = data.preferredLanguage;
    for (const field of OPTIONAL_FIELDS) {
      const value = data[field];
      if (value !== undefined) user[field] = value === null || value.trim() === '' ? null : value;
    }
    await ctx.em.flush();
    return toProfile(user);
  }
}

function toProfile(user: User): Profile {
  const { id, email, name, role, whatsapp, phone, bio, location, createdAt, preferredLanguage } = user;
  return { id, email, name, role, whatsapp, phone, bio, location, createdAt, preferredLanguage };
}
