// The repair module's face: what other modules and the composition root may use of it.

export { RepairComment, RepairRequest, RepairRequestEvent } from './repair-request.entity.js';
export { RepairService, type RepairRequestAccess } from './repair.service.js';
export type { RepairRequestRecord } from './repair.queries.js';
export { repairPhotoCitations } from './repair-photos.js';
export { RepairNotices } from './repair-notices.js';
export { RepairResolver } from './repair.resolver.js';
export { repairRoutes } from './repair.rest.js';
