import { describe, expect, it } from 'vitest';
import { instantOf, instantSchema } from './instant.js';

describe('instantOf: an ISO 8601 instant with its zone, on a real day', () => {
  it('reads an instant in UTC or with an offset', () => {
    expect(instantOf('2027-02-28T15:00:00Z')?.toISOString()).toBe('2027-02-28T15:00:00.000Z');
    expect(instantOf('2028-02-29T10:00-05:00')?.toISOString()).toBe('2028-02-29T15:00:00.000Z');
  });
  it('refuses a day that does not exist instead of moving it to the next month', () => {
    expect(new Date('2027-02-30T15:00:00Z').toISOString()).toBe('2027-03-02T15:00:00.000Z'); // what Date alone does
    for (const value of ['2027-02-30T15:00:00Z', '2027-02-29T15:00:00Z', '2027-06-31T15:00:00Z', '2027-13-01T15:00:00Z', '0000-01-01T00:00:00Z']) expect(instantOf(value)).toBeNull();
  });
  it('refuses a day alone, a time without its zone, and words', () => {
    for (const value of ['2027-02-28', '2027-02-28T15:00', '2027-02-28T24:00:00Z', 'tomorrow', '']) expect(instantOf(value)).toBeNull();
  });
  it('as a schema: the caller message on anything else', () => {
    const schema = instantSchema('Please enter a valid date and time.');
    expect(schema.safeParse('2027-06-31T15:00:00Z').error?.issues.map((issue) => issue.message)).toEqual(['Please enter a valid date and time.']);
    expect(schema.safeParse(42).error?.issues.map((issue) => issue.message)).toEqual(['Please enter a valid date and time.']);
  });
});
