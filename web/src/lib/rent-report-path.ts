import { PROVINCES, type Province } from '@hearth/api/contracts/provinces';

/** The national report's address. A city's is `rentReportCityPath` ('@hearth/api/contracts/rent-report'). */
export const RENT_REPORT_PATH = '/rent-report';

/** The province of a report address's segment ('on' → 'ON'), or null for none. */
export function provinceOfSegment(segment: string | undefined): Province | null {
  const code = segment?.toUpperCase();
  return PROVINCES.find((province) => province === code) ?? null;
}
