// The rent report's query (GET /api/rent-report, GraphQL rentReport), validated. Apart from rent-report.ts so the
// pages that only link to the report or read its thresholds load no zod.
import { z } from 'zod';
import { CITY_MAX } from './city.js';
import { isNoFilter } from './no-filter.js';
import { PROVINCES } from './provinces.js';

const dropIgnored = (value: unknown) => (value === null || (typeof value === 'string' && isNoFilter(value)) ? undefined : value);

/** GET /api/rent-report?city=&province= and GraphQL `rentReport(city, province)`: both optional. */
export const rentReportQuerySchema = z.object({
  city: z.preprocess(dropIgnored, z.string({ error: 'City must be text' }).trim().max(CITY_MAX, 'City is too long').optional()),
  province: z.preprocess(dropIgnored, z.enum(PROVINCES, { error: 'Unknown province' }).optional()),
});
export type RentReportQuery = z.infer<typeof rentReportQuerySchema>;
