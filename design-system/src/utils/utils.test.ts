import { describe, expect, it } from 'vitest';
import { format } from 'date-fns';
import { formatCad, formatCount, formatDate, formatTime } from './format';
import { isExternalHref } from './href';
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
  it("matches date-fns' 'MMM d, yyyy' on every day of two years, date-only and timestamp inputs alike", () => {
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2026, 0, 1); t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      const local = new Date(`${day}T00:00:00`);
      expect(formatDate(day)).toBe(format(local, 'MMM d, yyyy'));
      expect(formatDate(local.toISOString())).toBe(format(local, 'MMM d, yyyy'));
    }
  });
  it('returns an empty string for missing or invalid input', () => {
    expect(formatDate('nope')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
  });
});

describe('fr-CA', () => {
  it('formats money, counts and dates the Quebec way (no-break spaces)', () => {
    expect(formatCad(2345, 'fr-CA')).toBe('2\u00a0345\u00a0$');
    expect(formatCount(1200, 'fr-CA')).toBe('1\u00a0200');
    expect(formatDate('2026-12-04', 'fr-CA')).toBe('4 déc. 2026');
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

describe('isExternalHref', () => {
  it('tells absolute addresses from app paths', () => {
    for (const href of ['https://wa.me/14165550123', 'http://example.com', 'mailto:a@b.ca', 'tel:+14165550123', '//cdn.example.com/x']) {
      expect(isExternalHref(href)).toBe(true);
    }
    for (const href of ['/property/21', 'property/21', '?city=Halifax', '#main', '']) expect(isExternalHref(href)).toBe(false);
  });
});

describe('formatTime', () => {
  // 16:07 on this machine's clock, whatever its zone.
  const at = new Date(2026, 10, 27, 16, 7);
  it('writes the locale\'s time: 24 hours in French, never split across lines', () => {
    expect(formatTime(at, 'fr-CA')).toBe('16\u00a0h\u00a007');
    expect(formatTime(at, 'en-CA')).toBe('4:07\u00a0p.m.');
    expect(formatTime(new Date(2026, 10, 27, 10, 0), 'fr-CA')).toBe('10\u00a0h\u00a000');
    expect(formatTime(null)).toBe('');
    expect(formatTime('not a date')).toBe('');
  });
});
