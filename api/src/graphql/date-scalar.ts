import { GraphQLScalarType } from 'graphql';
import { GraphQLISODateTime } from 'type-graphql';

/** toISOString's shape: 2026-11-22T03:55:49.123Z (24 characters, UTC, milliseconds). */
const CANONICAL_LENGTH = 24;

/**
 * type-graphql's DateTimeISO (same name, description and input parsing, so the SDL is unchanged) with a cheaper
 * output path: a Date is printed with toISOString, and a string already in toISOString's form (what the browse SQL
 * selects) is returned as is instead of being regex-validated, parsed and printed again. Anything else goes through
 * the original serializer, errors included.
 */
export const DateTimeISO = new GraphQLScalarType({
  ...GraphQLISODateTime.toConfig(),
  serialize(value: unknown): string {
    if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
    if (typeof value === 'string' && value.length === CANONICAL_LENGTH) {
      const date = new Date(value);
      if (!Number.isNaN(date.getTime()) && date.toISOString() === value) return value;
    }
    return GraphQLISODateTime.serialize(value) as string;
  },
});
