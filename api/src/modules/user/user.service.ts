import { profileUpdateSchema } from '../../contracts/index.js';
import { requireViewer, type ServiceContext } from '../../common/actor.js';
import { DomainError, parseInput } from '../../common/domain-error.js';
import { User } from './user.entity.js';
import { userById } from './user.loaders.js';
import { canSeeWhatsapp } from './user.policy.js';

/** What anybody may read about an account (GET /api/users/:id); whatsapp only for signed-in viewers. */
export interface PublicUser {
  id: number;
  name: string | null;
  role: User['role'];
  bio: string | null;
  location: string | null;
  createdAt: Date;
  whatsapp?: string | null;
}

/** The caller's own account (GET/PATCH /api/profile). */
export interface Profile extends Omit<PublicUser, 'whatsapp'> {
  email: string;
  whatsapp: string | null;
  phone: string | null;
}

const OPTIONAL_FIELDS = ['whatsapp', 'phone', 'bio', 'location'] as const;

export class UserService {
  /** The entity for GraphQL, whose User type applies field rules (email/phone/whatsapp); null when unknown. */
  find(ctx: ServiceContext, id: number): Promise<User | null> {
    return userById(ctx).load(id);
  }

  async publicProfile(ctx: ServiceContext, id: number): Promise<PublicUser> {
    const user = await this.find(ctx, id);
    if (!user) throw new DomainError('NOT_FOUND', 'User not found');
    const { name, role, bio, location, createdAt } = user;
    return { id: user.id, name, role, bio, location, createdAt, ...(canSeeWhatsapp(ctx.viewer) ? { whatsapp: user.whatsapp } : {}) };
  }

  async profileEntity(ctx: ServiceContext): Promise<User> {
    const viewer = requireViewer(ctx);
    const user = await this.find(ctx, viewer.id);
    if (!user) throw new DomainError('UNAUTHENTICATED', 'Authentication required');
    return user;
  }

  async profile(ctx: ServiceContext): Promise<Profile> {
    return toProfile(await this.profileEntity(ctx));
  }

  /** Spec §5 profile schema; an empty string clears an optional field. */
  async updateProfileEntity(ctx: ServiceContext, input: unknown): Promise<User> {
    requireViewer(ctx); // authentication before validation: anonymous callers learn nothing about the schema
    const data = parseInput(profileUpdateSchema, input);
    const user = await this.profileEntity(ctx);
    if (data.name !== undefined) user.name = data.name;
    for (const field of OPTIONAL_FIELDS) {
      const value = data[field];
      if (value !== undefined) user[field] = value === null || value.trim() === '' ? null : value;
    }
    await ctx.em.flush();
    return user;
  }

  async updateProfile(ctx: ServiceContext, input: unknown): Promise<Profile> {
    return toProfile(await this.updateProfileEntity(ctx, input));
  }
}

function toProfile(user: User): Profile {
  const { id, email, name, role, whatsapp, phone, bio, location, createdAt } = user;
  return { id, email, name, role, whatsapp, phone, bio, location, createdAt };
}
