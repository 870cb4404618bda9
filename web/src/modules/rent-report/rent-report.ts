import type { I18n } from '@lingui/core';
import type { Province } from '@hearth/api/contracts/provinces';
import { provinceChoices, provinceLabel } from '../../lib/labels';
import { citySlug } from '@hearth/api/contracts/rent-report';
import type { ReportData, ReportRow } from './rent-report.model';

/** A province's rows of the national table. */
export interface ProvinceGroup {
  province: Province;
  label: string;
  rows: ReportRow[];
}

const byCityThenBedrooms = (collator: Intl.Collator) => (a: ReportRow, b: ReportRow) =>
  collator.compare(a.city, b.city) || a.bedrooms - b.bedrooms;

/**
 * The national table: the rows of all types together, grouped by province (provinces by name in the reader's
 * language), each group by city (the reader's alphabetical order) then bedrooms. Provinces without rows are left out.
 */
export function provinceGroups(rows: readonly ReportRow[], i18n: I18n): ProvinceGroup[] {
  const collator = new Intl.Collator(i18n.locale);
  const allTypes = rows.filter((row) => row.propertyType === null);
  return provinceChoices(i18n)
    .map((province) => ({
      province,
      label: provinceLabel(province, i18n),
      rows: allTypes.filter((row) => row.province === province).sort(byCityThenBedrooms(collator)),
    }))
    .filter((group) => group.rows.length > 0);
}

/** One city's page: its name as the report writes it, its rows of all types, and its rows per property type. */
export interface CityReport {
  city: string;
  province: Province;
  allTypes: ReportRow[];
  /** Per bedroom count (ascending), the rows of each property type (by median). */
  byType: { bedrooms: number; rows: ReportRow[] }[];
}

/** The city whose slug is `slug` among a province's rows, or null when the report has none for it. */
export function cityReport(rows: readonly ReportRow[], province: Province, slug: string): CityReport | null {
  const mine = rows.filter((row) => row.province === province && citySlug(row.city) === slug);
  if (mine.length === 0) return null;
  const allTypes = mine.filter((row) => row.propertyType === null).sort((a, b) => a.bedrooms - b.bedrooms);
  const typed = mine.filter((row) => row.propertyType !== null);
  const bedrooms = [...new Set(typed.map((row) => row.bedrooms))].sort((a, b) => a - b);
  return {
    city: (allTypes[0] ?? mine[0]!).city,
    province,
    allTypes,
    byType: bedrooms.map((count) => ({
      bedrooms: count,
      rows: typed.filter((row) => row.bedrooms === count).sort((a, b) => a.medianRent - b.medianRent),
    })),
  };
}

const changeFormatters = new Map<string, Intl.NumberFormat>();

/**
 * A change on screen: a whole percent with its sign ('+3%', '−2%', '0%'; fr-CA '+3 %'), as docs/product.md rounds
 * percentages; null when the report had too few listings then.
 */
export function formatChange(percent: number | null, locale: string): string | null {
  if (percent === null) return null;
  const key = locale.toLowerCase().startsWith('fr') ? 'fr-CA' : 'en-CA';
  let formatter = changeFormatters.get(key);
  if (!formatter) changeFormatters.set(key, (formatter = new Intl.NumberFormat(key, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' })));
  return formatter.format(Math.round(percent) / 100);
}

/** The query's answer as the pages read it (GraphQL enums as the contracts spell them: 'ON', 'condo'). */
export function toReportData(report: { generatedAt?: string | null; rows: readonly ReportRow[] }): ReportData {
  return { generatedAt: report.generatedAt ?? null, rows: [...report.rows] };
}
