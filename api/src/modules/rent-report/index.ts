// The rent-report module's face: the public rent report and its refresh job (the rows live in the property module).

export { RENT_REPORT_REFRESH_QUEUE, RentReportService } from './rent-report.service.js';
export { RentReportResolver } from './rent-report.resolver.js';
export { rentReportRoutes } from './rent-report.rest.js';
