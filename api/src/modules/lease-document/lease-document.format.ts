// How the document writes money, days and instants in each language: the web app's formats (design-system's
// formatCad: Intl's CAD without decimals, '$2,300' and '2 300 $'), calendar days as the lease states them, and
// instants in the listing's province's time zone.
import { provinceTimeZone, type Locale, type Province } from '../../contracts/index.js';
import { calendarDayIn, formatInZone } from '../../common/time-zone.js';
import type { DocumentLanguage } from './lease-document.types.js';

const LOCALE: Record<DocumentLanguage, Locale> = { en: 'en-CA', fr: 'fr-CA' };

const money: Record<DocumentLanguage, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0, minimumFractionDigits: 0 }),
  fr: new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0, minimumFractionDigits: 0 }),
};

/** Whole CAD as the language writes it: '$2,300', '2 300 $' (no-break spaces, as the web app writes it). */
export const formatMoney = (amount: number, lang: DocumentLanguage): string => money[lang].format(amount);

const moneyCents: Record<DocumentLanguage, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  fr: new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/** An amount in cents as the language writes it, cents shown: '$2,042.00', '2 042,00 $' (a capped rent has cents). */
export const formatMoneyCents = (cents: number, lang: DocumentLanguage): string => moneyCents[lang].format(cents / 100);

const day: Record<DocumentLanguage, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
  fr: new Intl.DateTimeFormat('fr-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
};

/** A calendar day ('2027-03-01') in words: 'March 1, 2027', '1 mars 2027' (French writes the first « 1er »). */
export function formatDay(isoDay: string, lang: DocumentLanguage): string {
  const text = day[lang].format(new Date(`${isoDay}T00:00:00Z`));
  return lang === 'fr' ? text.replace(/^1 /, '1er ') : text;
}

/** The calendar day of an instant in the province's time zone, in words. */
export const formatDayOfInstant = (iso: string, province: Province, lang: DocumentLanguage): string =>
  formatDay(calendarDayIn(provinceTimeZone[province], new Date(iso)), lang);

/** An instant in the province's time zone with the zone's name: 'Thu, Nov 26, 2026, 3:00 p.m. EST'. */
export const formatInstant = (iso: string, province: Province, lang: DocumentLanguage): string =>
  formatInZone(new Date(iso), provinceTimeZone[province], LOCALE[lang]);

/** The rent's due day of the month: '1st', '22nd'; French '1er', '22'. */
export function ordinalDay(dayOfMonth: number, lang: DocumentLanguage): string {
  if (lang === 'fr') return dayOfMonth === 1 ? '1er' : String(dayOfMonth);
  const teen = dayOfMonth % 100 >= 11 && dayOfMonth % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[dayOfMonth % 10] ?? 'th';
  return `${dayOfMonth}${suffix}`;
}
