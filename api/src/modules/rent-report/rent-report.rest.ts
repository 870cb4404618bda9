import type { FastifyInstance } from 'fastify';
import type { RentReportRow } from '../../contracts/index.js';
import type { RentReportService } from './rent-report.service.js';

/**
 * GET /api/rent-report[?city=&province=]: public; `{generatedAt, rows}` (docs/rent-report.md). The service keeps
 * each refresh's rows as one array per query, so their JSON is written once per array, not per request (the national
 * answer is 150 KB).
 */
export function rentReportRoutes(app: FastifyInstance, { rentReport }: { rentReport: RentReportService }): void {
  const rowsJson = new WeakMap<readonly RentReportRow[], string>();
  app.get('/api/rent-report', async (request, reply) => {
    const { generatedAt, rows } = await rentReport.report(request.ctx, request.query);
    let json = rowsJson.get(rows);
    if (json === undefined) {
      json = JSON.stringify(rows);
      rowsJson.set(rows, json);
    }
    return reply.type('application/json; charset=utf-8').send(`{"generatedAt":${JSON.stringify(generatedAt)},"rows":${json}}`);
  });
}
