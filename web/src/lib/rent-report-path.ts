import { PROVINCES, type Province } from '@hearth/api/contracts/provinces';
import { citySlug } from '@hearth/api/contracts/report-address';

export { citySlug };

/** The national report's address. */
export const RENT_REPORT_PATH = '/rent-report';

/** A city's report page: /rent-report/{province code, lower case}/{city slug}, e.g. /rent-report/on/toronto. */
export const cityReportPath = (province: Province, city: string) => `${RENT_REPORT_PATH}/${province.toLowerCase()}/${citySlug(city)}`;

/** The province of a report address's segment ('on' → 'ON'), or null for none. */
export function provinceOfSegment(segment: string | undefined): Province | null {
  const code = segment?.toUpperCase();
  return PROVINCES.find((province) => province === code) ?? null;
}
