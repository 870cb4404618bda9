import { GraphQLISODateTime } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { DateTimeISO, isCanonicalIsoString } from './date-scalar.js';

describe('DateTimeISO (lean output)', () => {
  it('keeps the name, description and specifiedBy of type-graphql scalar (the SDL does not change)', () => {
    const { serialize: _lean, ...lean } = DateTimeISO.toConfig();
    const { serialize: _original, ...original } = GraphQLISODateTime.toConfig();
    expect(lean).toEqual(original);
  });

  it('prints what the original prints for Dates, canonical strings, other ISO strings and timestamps', () => {
    const values = [new Date('2026-11-22T03:55:49.123Z'), '2026-11-22T03:55:49.123Z', '2026-11-22T05:55:49+02:00', '2026-11-22T03:55:49Z', 1_700_000_000_000];
    for (const value of values) expect(DateTimeISO.serialize(value)).toBe(GraphQLISODateTime.serialize(value));
    expect(DateTimeISO.serialize('2026-11-22T03:55:49.123Z')).toBe('2026-11-22T03:55:49.123Z');
  });

  it('refuses what the original refuses', () => {
    for (const value of [new Date('nope'), '2026-13-22T03:55:49.123Z', '2026-02-30T03:55:49.123Z', 'not a date at all!!!!!!!', true]) {
      expect(() => GraphQLISODateTime.serialize(value)).toThrow();
      expect(() => DateTimeISO.serialize(value)).toThrow();
    }
  });

  it('passes a string through only when it is exactly what toISOString prints', () => {
    const day = 24 * 3600 * 1000;
    for (let time = Date.UTC(1999, 11, 25, 23, 59, 59, 999); time < Date.UTC(2001, 2, 5); time += day + 3_723_001) {
      const text = new Date(time).toISOString();
      expect(isCanonicalIsoString(text)).toBe(true);
    }
    for (const text of ['2026-02-29T00:00:00.000Z', '2100-02-29T00:00:00.000Z', '2026-04-31T00:00:00.000Z', '2026-11-22T24:00:00.000Z',
      '2026-11-22T23:60:00.000Z', '2026-11-22T23:59:60.000Z', '2026-11-22T03:55:49.123+', '2026-11-22 03:55:49.123Z', '2026-1a-22T03:55:49.123Z']) {
      expect(isCanonicalIsoString(text)).toBe(false);
    }
    expect(isCanonicalIsoString('2024-02-29T00:00:00.000Z')).toBe(true);
    expect(isCanonicalIsoString('2000-02-29T00:00:00.000Z')).toBe(true);
  });
});
