import type { FastifyInstance } from 'fastify';
import { idParams, signedInOnly } from '../../common/rest-route.js';
import type { UserService } from './user.service.js';

/** Spec §7: GET /api/users/{id} (what the viewer may see: user.loaders.ts), GET/PATCH /api/profile. */
export function userRoutes(app: FastifyInstance, { users }: { users: UserService }): void {
  app.get('/api/users/:id', async (request) => users.view(request.ctx, idParams(request.params, 'id').id));
  app.get('/api/profile', signedInOnly, async (request) => users.profile(request.ctx));
  app.patch('/api/profile', signedInOnly, async (request) => users.updateProfile(request.ctx, request.body));
}
