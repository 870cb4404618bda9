import { describe, expect, it } from 'vitest';
import { acceptedLocale, localeFor, requestLocale } from './locale.js';

describe('requestLocale', () => {
  it.each([
    ['fr', 'fr-CA'],
    ['fr-CA', 'fr-CA'],
    ['fr-FR,fr;q=0.9', 'fr-CA'],
    ['en-US,en;q=0.9', 'en-CA'],
    ['en;q=0.5, fr;q=0.8', 'fr-CA'],
    ['fr;q=0.2, en-GB;q=0.7', 'en-CA'],
    ['de-DE, fr;q=0.5', 'fr-CA'],
    ['fr;q=0, en;q=0.1', 'en-CA'],
    ['*', 'en-CA'],
    ['de, es', 'en-CA'],
    ['', 'en-CA'],
    [undefined, 'en-CA'],
  ])('Accept-Language %j → %s', (header, locale) => {
    expect(requestLocale(null, header)).toBe(locale);
  });

  it("the person's choice wins over the browser", () => {
    expect(requestLocale('en', 'fr-CA')).toBe('en-CA');
    expect(requestLocale('fr', 'en-US')).toBe('fr-CA');
  });

  it('an email goes out in the recipient’s choice, else in the language of the request that caused it', () => {
    expect(localeFor('fr', 'en-CA')).toBe('fr-CA');
    expect(localeFor(null, 'fr-CA')).toBe('fr-CA');
    expect(localeFor(null)).toBe('en-CA');
    expect(acceptedLocale('x'.repeat(10_000))).toBeNull();
  });
});
