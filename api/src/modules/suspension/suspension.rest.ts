import type { FastifyInstance } from 'fastify';
import { idParams, signedInOnly } from '../../common/rest-route.js';
import type { User } from '../user/index.js';
import type { SuspensionService } from './suspension.service.js';

const summary = ({ id, name, role, suspendedAt }: User) => ({ id, name, role, suspendedAt });

/** Admins suspend and unsuspend landlords; the answer is the account's id, name, role and suspendedAt. */
export function suspensionRoutes(app: FastifyInstance, { suspensions }: { suspensions: SuspensionService }): void {
  app.post('/api/admin/users/:id/suspend', signedInOnly, async (request) =>
    summary(await suspensions.suspend(request.ctx, idParams(request.params, 'id').id)),
  );
  app.post('/api/admin/users/:id/unsuspend', signedInOnly, async (request) =>
    summary(await suspensions.unsuspend(request.ctx, idParams(request.params, 'id').id)),
  );
}
