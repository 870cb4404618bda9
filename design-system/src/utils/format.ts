/** One formatter per locale and kind: building an Intl formatter costs far more than using one. */
function memoByLocale<F>(make: (locale: string) => F): (locale: string) => F {
  const made = new Map<string, F>();
  return (locale) => {
    let formatter = made.get(locale);
    if (!formatter) made.set(locale, (formatter = make(locale)));
    return formatter;
  };
}

export const isFrench = (locale: string) => locale.toLowerCase().startsWith('fr');

const cadFormatter = memoByLocale(
  (locale) =>
    new Intl.NumberFormat(isFrench(locale) ? 'fr-CA' : 'en-CA', {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol', // '$1,850', not 'CA$1,850'; fr-CA '1 850 $'
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    }),
);

/** CAD amount without decimals, e.g. formatCad(1850) === '$1,850' (docs/product.md#business-constants); fr-CA '1 850 $'. */
export function formatCad(amount: number | string, locale = 'en-CA'): string {
  const n = typeof amount === 'string' ? Number(amount) : amount;
  return cadFormatter(locale).format(Number.isFinite(n) ? n : 0);
}

const countFormatter = memoByLocale((locale) => new Intl.NumberFormat(isFrench(locale) ? 'fr-CA' : 'en-CA'));

/** A count with thousands separators, e.g. formatCount(1200) === '1,200'; fr-CA '1 200'. */
export function formatCount(value: number, locale = 'en-CA'): string {
  return countFormatter(locale).format(value);
}

// Intl rather than date-fns' `format`: the same 'MMM d, yyyy' output without shipping a formatter and locale
// on every page (the home page's JavaScript budget); a test holds it equal to date-fns on every day of two years.
// fr-CA follows the OQLF: '4 déc. 2026'.
const dayFormatter = memoByLocale(
  (locale) => new Intl.DateTimeFormat(isFrench(locale) ? 'fr-CA' : 'en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
);

/** 'MMM d, yyyy', e.g. 'Mar 5, 2025' (docs/product.md#business-constants); fr-CA '5 mars 2025'. Accepts Date, ISO string or epoch ms; '' for none or invalid. */
export function formatDate(date: Date | string | number | null | undefined, locale = 'en-CA'): string {
  if (date == null || date === '') return '';
  // Date-only ISO strings ('2025-03-05') parse as UTC midnight; read them as local dates instead.
  const value = typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00`) : new Date(date);
  return Number.isNaN(value.getTime()) ? '' : dayFormatter(locale).format(value);
}

/** A time never breaks across lines: its spaces (fr-CA '10 h 00', en-CA '9:30 p.m.') become no-break spaces. */
export const noBreak = (text: string): string => text.replace(/[ \u202f]/g, '\u00a0');

const timeFormatter = memoByLocale((locale) => new Intl.DateTimeFormat(isFrench(locale) ? 'fr-CA' : 'en-CA', { hour: 'numeric', minute: '2-digit' }));

/**
 * The time of day of an instant on this device's clock, as the locale writes it: en-CA '4:07 p.m.', fr-CA '16 h 07'
 * (24 hours, OQLF), with no-break spaces so it never splits across lines. '' for none or invalid.
 */
export function formatTime(date: Date | string | number | null | undefined, locale = 'en-CA'): string {
  if (date == null || date === '') return '';
  const value = new Date(date);
  return Number.isNaN(value.getTime()) ? '' : noBreak(timeFormatter(locale).format(value));
}
