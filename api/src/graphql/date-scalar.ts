import { GraphQLScalarType } from 'graphql';
import { GraphQLISODateTime } from 'type-graphql';

/**
 * type-graphql's DateTimeISO (same name, description and input parsing, so the SDL is unchanged) with a cheaper
 * output path: a Date is printed with toISOString, and a string already in toISOString's form (what the browse SQL
 * selects) is returned as is after a field-by-field check, instead of being regex-validated, parsed into a Date and
 * printed again (~2-4 µs per value, 48 values per browse page). Anything else goes through the original serializer,
 * errors included.
 */
export const DateTimeISO = new GraphQLScalarType({
  ...GraphQLISODateTime.toConfig(),
  serialize(value: unknown): string {
    if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
    if (typeof value === 'string' && isCanonicalIsoString(value)) return value;
    return GraphQLISODateTime.serialize(value) as string;
  },
});

const SEPARATORS = [4, 45, 7, 45, 10, 84, 13, 58, 16, 58, 19, 46, 23, 90]; // position, char code: - - T : : . Z

/**
 * Exactly what Date#toISOString prints for years 0000-9999: YYYY-MM-DDTHH:mm:ss.sssZ with a real calendar date.
 * Allocation-free (no closures, no iterators): it runs for every date of every page.
 */
export function isCanonicalIsoString(text: string): boolean {
  if (text.length !== 24) return false;
  for (let i = 0; i < SEPARATORS.length; i += 2) if (text.charCodeAt(SEPARATORS[i]!) !== SEPARATORS[i + 1]) return false;
  const year = pair(text, 0) * 100 + pair(text, 2);
  const month = pair(text, 5);
  const day = pair(text, 8);
  return (
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    pair(text, 11) <= 23 &&
    pair(text, 14) <= 59 &&
    pair(text, 17) <= 59 &&
    digit(text, 20) < 10 &&
    digit(text, 21) < 10 &&
    digit(text, 22) < 10
  );
}

/** A digit's value; 100 for any other character, which puts its field out of range (NaN-free). */
function digit(text: string, position: number): number {
  const value = text.charCodeAt(position) - 48;
  return value >= 0 && value <= 9 ? value : 100;
}

function pair(text: string, position: number): number {
  return digit(text, position) * 10 + digit(text, position + 1);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}
