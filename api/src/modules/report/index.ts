// The report module's face: what other modules and the composition root may use of it.

export { ListingReport } from './report.entity.js';
export { ReportService } from './report.service.js';
export { ReportResolver } from './report.resolver.js';
export { reportRoutes } from './report.rest.js';
