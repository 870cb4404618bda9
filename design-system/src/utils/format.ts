const cadFormatter = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  currencyDisplay: 'narrowSymbol', // '$1,850', not 'CA$1,850'
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** CAD amount without decimals, e.g. formatCad(1850) === '$1,850' (spec §9). */
export function formatCad(amount: number | string): string {
  const n = typeof amount === 'string' ? Number(amount) : amount;
  return cadFormatter.format(Number.isFinite(n) ? n : 0);
}

const countFormatter = new Intl.NumberFormat('en-CA');

/** A count with thousands separators, e.g. formatCount(1200) === '1,200'. One formatter: toLocaleString builds one per call. */
export function formatCount(value: number): string {
  return countFormatter.format(value);
}

// Intl rather than date-fns' `format`: the same 'MMM d, yyyy' output without shipping a formatter and locale
// on every page (the home page's JavaScript budget); a test holds it equal to date-fns on every day of two years.
const dayFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'MMM d, yyyy', e.g. 'Mar 5, 2025' (spec §9). Accepts Date, ISO string or epoch ms; '' for none or invalid. */
export function formatDate(date: Date | string | number | null | undefined): string {
  if (date == null || date === '') return '';
  // Date-only ISO strings ('2025-03-05') parse as UTC midnight; read them as local dates instead.
  const value = typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00`) : new Date(date);
  return Number.isNaN(value.getTime()) ? '' : dayFormatter.format(value);
}
