import type { FastifyInstance } from 'fastify';
import { idParams, signedInOnly } from '../../common/rest-route.js';
import type { User } from '../user/index.js';
import type { SuspensionService } from './suspension.service.js';

const summary = ({ id, name, role, suspendedAt, suspensionReason }: User) => ({ id, name, role, suspendedAt, suspensionReason });

/**
 * Admins suspend and unsuspend landlords; suspend takes an optional body `{ reason }` (1 to 500 characters once
 * trimmed) that the landlord is emailed. The answer is the account's id, name, role, suspendedAt and suspensionReason.
 */
export function suspensionRoutes(app: FastifyInstance, { suspensions }: { suspensions: SuspensionService }): void {
  app.post('/api/admin/users/:id/suspend', signedInOnly, async (request) =>
    summary(await suspensions.suspend(request.ctx, idParams(request.params, 'id').id, request.body ?? {})),
  );
  app.post('/api/admin/users/:id/unsuspend', signedInOnly, async (request) =>
    summary(await suspensions.unsuspend(request.ctx, idParams(request.params, 'id').id)),
  );
}
