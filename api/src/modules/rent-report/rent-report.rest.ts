import type { FastifyInstance } from 'fastify';
import type { RentReportService } from './rent-report.service.js';

/** GET /api/rent-report[?city=&province=]: public; `{generatedAt, rows}` (docs/rent-report.md). */
export function rentReportRoutes(app: FastifyInstance, { rentReport }: { rentReport: RentReportService }): void {
  app.get('/api/rent-report', async (request) => rentReport.report(request.ctx, request.query));
}
