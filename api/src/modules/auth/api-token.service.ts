import { z } from 'zod';
import { requireSession, requireViewer, type ServiceContext } from '../../common/actor.js';
import { API_TOKEN_SCOPES } from '../../contracts/index.js';
import { DomainError, parseInput } from '../../common/domain-error.js';
import { hashSecret, newSecret } from '../../common/tokens.js';
import { ApiToken } from './api-token.entity.js';
import type { SessionService } from './session.service.js';

const newTokenSchema = z.object({
  name: z.string({ error: 'Token name is required' }).trim().min(1, 'Token name is required').max(100, 'Token name is too long'),
  scope: z.enum(API_TOKEN_SCOPES, { error: 'Token scope must be read or read_write' }).default('read_write'),
  expiresAt: z
    .date({ error: 'Expiry must be a date-time' })
    .refine((date) => date.getTime() > Date.now(), 'Expiry must be in the future')
    .nullish()
    .transform((date) => date ?? null),
});

/**
 * Personal bearer tokens for third-party GraphQL clients; each acts as its owner within its scope. Only the owner's
 * signed-in session creates or revokes them: a token cannot mint tokens that would outlive it.
 */
export class ApiTokenService {
  constructor(private readonly sessions: SessionService) {}

  list(ctx: ServiceContext): Promise<ApiToken[]> {
    const viewer = requireViewer(ctx);
    return ctx.em.find(ApiToken, { userId: viewer.id }, { orderBy: { id: 'desc' } });
  }

  async create(ctx: ServiceContext, input: unknown): Promise<{ token: ApiToken; secret: string }> {
    const viewer = requireSession(ctx);
    const secret = `hth_${newSecret()}`;
    const token = ctx.em.create(ApiToken, { tokenHash: hashSecret(secret), userId: viewer.id, ...parseInput(newTokenSchema, input) });
    await ctx.em.flush();
    return { token, secret };
  }

  async revoke(ctx: ServiceContext, id: number): Promise<void> {
    const viewer = requireSession(ctx);
    const token = await ctx.em.findOne(ApiToken, { id, userId: viewer.id, revokedAt: null });
    if (!token) throw new DomainError('NOT_FOUND', 'API token not found');
    token.revokedAt = new Date();
    await ctx.em.flush();
    await this.sessions.announceEnded(viewer.id);
  }
}
