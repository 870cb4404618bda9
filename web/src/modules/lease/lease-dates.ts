import { formatDate } from '@hearth/design-system';

/** 'Oct 1, 2026 - Sep 30, 2027' (spec §9 date format); open ends read 'Not set'. */
export function leaseDateRange(startDate: string | null, endDate: string | null): string {
  const start = startDate ? formatDate(startDate) : 'Not set';
  const end = endDate ? formatDate(endDate) : 'Not set';
  return `${start} - ${end}`;
}
