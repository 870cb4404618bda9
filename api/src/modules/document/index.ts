// The document module's face: what other modules and the composition root may use of it.

export { PropertyDocument } from './document.entity.js';
export { contractDocumentJsonSql } from './document.queries.js';
export { DocumentService, fileLeaseAgreement } from './document.service.js';
export { DocumentResolver } from './document.resolver.js';
export { documentRoutes } from './document.rest.js';
