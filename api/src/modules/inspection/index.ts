// The inspection module's face: what other modules and the composition root may use of it.

export { Inspection, InspectionSignature } from './inspection.entity.js';
export { sealedInspection, signedMoveInReport } from './inspection.queries.js';
export { InspectionService } from './inspection.service.js';
export { InspectionResolver } from './inspection.resolver.js';
export { inspectionRoutes } from './inspection.rest.js';
