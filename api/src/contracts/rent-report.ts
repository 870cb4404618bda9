// The rent report (docs/rent-report.md): its thresholds, paths and the shapes it answers with (its query's validation:
// rent-report.schema.ts). The API and the web read these, so a number exists once.
import type { PropertyType } from './property-enums.js';
import type { Province } from './provinces.js';

/**
 * A row of the report (and a listing's rent comparison) needs at least this many public listings: below it a
 * median says more about one listing than about the market, and the row is left out.
 */
export const RENT_REPORT_MIN_SAMPLE = 10;

/** A new listing (or an edit lowering its rent) under this share of its local median goes to review (scam signal). */
export const BELOW_MARKET_SHARE = 0.6;

/** The review flag stored (and shown to admins) for a rent under BELOW_MARKET_SHARE of the local median. */
export const BELOW_MARKET_FLAG = 'below_market';

/** The one-month and one-year changes compare the median with the one this many days before. */
export const RENT_REPORT_CHANGE_DAYS = { oneMonth: 30, oneYear: 365 } as const;


/** One row: a city, a bedroom count and a property type (null: all types together). */
export interface RentReportRow {
  province: Province;
  city: string;
  bedrooms: number;
  propertyType: PropertyType | null;
  /** The exact median asking rent (CAD a month): the middle rent, or the mean of the two middle ones. */
  medianRent: number;
  sampleSize: number;
  /** Percent (one decimal) against the median 30 days before; null when that sample is under the minimum. */
  oneMonthChangePercent: number | null;
  /** Percent (one decimal) against the median 365 days before; null when that sample is under the minimum. */
  oneYearChangePercent: number | null;
}

export interface RentReport {
  /** When the rows were computed (ISO); null before the first refresh. */
  generatedAt: string | null;
  rows: RentReportRow[];
}

/** A listing's rent against its city's and bedroom count's row (all types); absent without such a row. */
export interface RentComparison {
  median: number;
  sampleSize: number;
  /** round((rent − median) / median × 100): negative below the median. */
  percentDiff: number;
}

/** percentDiff as the API computes it (half away from zero, like PostgreSQL's round of a numeric). */
export function rentPercentDiff(rent: number, median: number): number {
  const percent = ((rent - median) / median) * 100;
  return Math.sign(percent) * Math.round(Math.abs(percent));
}

/**
 * A city's part of its rent report address (/rent-report/{province}/{slug}): its name without accents, in lower case,
 * every run of other characters one hyphen ('Montréal' → 'montreal', "St. John's" → 'st-john-s', 'Trois-Rivières' →
 * 'trois-rivieres'). The page finds its city among its province's rows by this slug, and the server answers 404 for
 * a slug no row has; so any spelling of a name the report holds has one address.
 */
export function citySlug(city: string): string {
  return city
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A city's report page: /rent-report/{province code, lower case}/{city slug}, e.g. /rent-report/on/toronto. */
export const rentReportCityPath = (province: Province, city: string) => `/rent-report/${province.toLowerCase()}/${citySlug(city)}`;
