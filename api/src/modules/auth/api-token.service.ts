import { z } from 'zod';
import { requireViewer, type ServiceContext } from '../../common/actor.js';
import { DomainError, parseInput } from '../../common/domain-error.js';
import { hashSecret, newSecret } from '../../common/tokens.js';
import { ApiToken } from './api-token.entity.js';

const tokenName = z.string().trim().min(1, 'Token name is required').max(100, 'Token name is too long');

/** Personal bearer tokens for third-party GraphQL clients; each acts as its owner and only its owner manages it. */
export class ApiTokenService {
  list(ctx: ServiceContext): Promise<ApiToken[]> {
    const viewer = requireViewer(ctx);
    return ctx.em.find(ApiToken, { userId: viewer.id }, { orderBy: { id: 'desc' } });
  }

  async create(ctx: ServiceContext, name: unknown): Promise<{ token: ApiToken; secret: string }> {
    const viewer = requireViewer(ctx);
    const secret = `hth_${newSecret()}`;
    const token = ctx.em.create(ApiToken, { tokenHash: hashSecret(secret), userId: viewer.id, name: parseInput(tokenName, name) });
    await ctx.em.flush();
    return { token, secret };
  }

  async revoke(ctx: ServiceContext, id: number): Promise<void> {
    const viewer = requireViewer(ctx);
    const token = await ctx.em.findOne(ApiToken, { id, userId: viewer.id, revokedAt: null });
    if (!token) throw new DomainError('NOT_FOUND', 'API token not found');
    token.revokedAt = new Date();
    await ctx.em.flush();
  }
}
