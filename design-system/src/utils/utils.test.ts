import { describe, expect, it } from 'vitest';
import { formatCad, formatDate } from './format';
import { initials } from './initials';

describe('formatCad', () => {
  it('formats CAD without decimals', () => {
    expect(formatCad(1850)).toBe('$1,850');
    expect(formatCad(0)).toBe('$0');
    expect(formatCad('2400')).toBe('$2,400');
    expect(formatCad(1234.6)).toBe('$1,235');
  });
});

describe('formatDate', () => {
  it("uses 'MMM d, yyyy'", () => {
    expect(formatDate('2025-03-05')).toBe('Mar 5, 2025');
    expect(formatDate(new Date(2024, 11, 31))).toBe('Dec 31, 2024');
  });
  it('returns an empty string for invalid input', () => {
    expect(formatDate('nope')).toBe('');
  });
});

describe('initials', () => {
  it.each([
    ['Jane Doe', 'JD'],
    ['jane mary doe', 'JM'],
    ['  cher ', 'C'],
    ['', 'U'],
    [null, 'U'],
    [undefined, 'U'],
  ])('%s -> %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
