import { describe, expect, it } from 'vitest';
import { languageSwitchHref, localeCookie, localeOfTag, pickLocale } from './locale';

describe('locale', () => {
  it("takes the person's choice first, else the browser's languages in order, else English", () => {
    expect(pickLocale('fr-CA', ['en-US'])).toBe('fr-CA');
    expect(pickLocale('en-CA', ['fr-CA'])).toBe('en-CA');
    expect(pickLocale('xx', ['de-DE', 'fr-FR', 'en'])).toBe('fr-CA');
    expect(pickLocale(undefined, ['de-DE'])).toBe('en-CA');
    expect(localeOfTag('FR_ca')).toBe('fr-CA');
  });
  it('reads the cookie and builds the switch address', () => {
    expect(localeCookie('a=1; hearth_locale=fr-CA; b=2')).toBe('fr-CA');
    expect(localeCookie('xhearth_locale=fr-CA')).toBeUndefined();
    expect(languageSwitchHref('fr-CA', '/property/3?photo=2')).toBe('/language?to=fr-CA&next=%2Fproperty%2F3%3Fphoto%3D2');
  });
});
