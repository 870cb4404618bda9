import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { isDateUnavailableFromRanges } from './unavailableRanges';

describe('isDateUnavailableFromRanges', () => {
  const isUnavailable = isDateUnavailableFromRanges([
    { start: '2025-03-10', end: '2025-03-15' },
    { start: '2025-04-01T00:00:00.000Z', end: '2025-04-02T00:00:00.000Z' },
    { start: 'garbage', end: '2025-05-01' },
  ]);

  it('blocks both bounds and the days between', () => {
    expect(isUnavailable(parseDate('2025-03-10'))).toBe(true);
    expect(isUnavailable(parseDate('2025-03-12'))).toBe(true);
    expect(isUnavailable(parseDate('2025-03-15'))).toBe(true);
  });
  it('leaves days outside free', () => {
    expect(isUnavailable(parseDate('2025-03-09'))).toBe(false);
    expect(isUnavailable(parseDate('2025-03-16'))).toBe(false);
  });
  it('reads timestamps by their date part and ignores malformed ranges', () => {
    expect(isUnavailable(parseDate('2025-04-02'))).toBe(true);
    expect(isUnavailable(parseDate('2025-04-20'))).toBe(false);
  });
  it('blocks nothing without ranges', () => {
    expect(isDateUnavailableFromRanges()(parseDate('2025-03-12'))).toBe(false);
  });
});
