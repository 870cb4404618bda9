import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../app-services.js';
import { idParams } from '../../rest/route-params.js';
import { signedInOnly } from '../../rest/request-context.js';
import type { User } from './user.entity.js';

const summary = ({ id, name, role, suspendedAt }: User) => ({ id, name, role, suspendedAt });

/** Admins suspend and unsuspend landlords; the answer is the account's id, name, role and suspendedAt. */
export function suspensionRoutes(app: FastifyInstance, { suspensions }: AppServices): void {
  app.post('/api/admin/users/:id/suspend', signedInOnly, async (request) =>
    summary(await suspensions.suspend(request.ctx, idParams(request.params, 'id').id)),
  );
  app.post('/api/admin/users/:id/unsuspend', signedInOnly, async (request) =>
    summary(await suspensions.unsuspend(request.ctx, idParams(request.params, 'id').id)),
  );
}
