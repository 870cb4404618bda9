import { describe, expect, it } from 'vitest';
import { formatDate } from '@hearth/design-system';
import { formatDay } from './format-day';

describe('formatDay', () => {
  it("matches the design system's formatDate ('MMM d, yyyy') on every day of two years", () => {
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2026, 0, 1); t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      expect(formatDay(day)).toBe(formatDate(day));
    }
  });
  it('gives an empty string for missing or invalid days', () => {
    expect(formatDay(null)).toBe('');
    expect(formatDay('nope')).toBe('');
  });
});
