import type { Province } from '@hearth/api/contracts/provinces';

/**
 * One row of the rent report as the pages read it (GraphQL `rentReport`): a city, a bedroom count and a property
 * type (null: all types together), the exact median asking rent of its public listings (whole CAD a month), how many
 * there were, and the change against 30 and 365 days before (null when that sample was too small).
 */
export interface ReportRow {
  province: Province;
  city: string;
  bedrooms: number;
  /** The schema's type ('condo', or its GraphQL name 'house_detached'); null for all types together. */
  propertyType: string | null;
  medianRent: number;
  sampleSize: number;
  oneMonthChangePercent: number | null;
  oneYearChangePercent: number | null;
}

export interface ReportData {
  /** When the rows were computed (ISO); null before the first refresh. */
  generatedAt: string | null;
  rows: ReportRow[];
}
