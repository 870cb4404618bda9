import { PROVINCES, type Province } from '@hearth/api/contracts/provinces';

/**
 * A city's part of its report address: its name without accents, in lower case, every run of other characters one
 * hyphen ('Montréal' → 'montreal', 'St. John's' → 'st-john-s', 'Trois-Rivières' → 'trois-rivieres'). The page finds
 * its city among its province's rows by this slug, so any spelling of a name the report holds has one address.
 */
export function citySlug(city: string): string {
  return city
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The national report's address. */
export const RENT_REPORT_PATH = '/rent-report';

/** A city's report page: /rent-report/{province code, lower case}/{city slug}, e.g. /rent-report/on/toronto. */
export const cityReportPath = (province: Province, city: string) => `${RENT_REPORT_PATH}/${province.toLowerCase()}/${citySlug(city)}`;

/** The province of a report address's segment ('on' → 'ON'), or null for none. */
export function provinceOfSegment(segment: string | undefined): Province | null {
  const code = segment?.toUpperCase();
  return PROVINCES.find((province) => province === code) ?? null;
}
