const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * 'MMM d, yyyy' (spec §9) for a 'YYYY-MM-DD' day, e.g. 'Mar 5, 2025'. Same output as the design system's
 * `formatDate` (a test holds them equal) but through Intl, so the home page does not ship date-fns' formatter:
 * it keeps the initial JavaScript for '/' under its 170 KB budget. Screens outside the home page use `formatDate`.
 */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  const date = m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : new Date(day);
  return Number.isNaN(date.getTime()) ? '' : dayFormat.format(date);
}
