import { describe, expect, it } from 'vitest';
import { landingAfterSignIn } from './landing';

describe('where signing in lands', () => {
  it('back on the page it was asked from, filters and action included', () => {
    expect(landingAfterSignIn('tenant', '/property/12?city=Toronto&then=save')).toBe('/property/12?city=Toronto&then=save');
    expect(landingAfterSignIn('landlord', '/property/12?then=message')).toBe('/property/12?then=message');
    expect(landingAfterSignIn('tenant', '/?city=Toronto&minBedrooms=2')).toBe('/?city=Toronto&minBedrooms=2');
  });

  it("the role's landing page from nowhere in particular, or from the search for a landlord or an admin", () => {
    expect(landingAfterSignIn('tenant', null)).toBe('/');
    expect(landingAfterSignIn('landlord', undefined)).toBe('/dashboard');
    expect(landingAfterSignIn('landlord', '/?city=Halifax')).toBe('/dashboard');
    expect(landingAfterSignIn('admin', '/')).toBe('/admin');
  });

  it('never another site, whatever the address says', () => {
    for (const hostile of ['//evil.example', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      expect(landingAfterSignIn('tenant', hostile)).toBe('/');
      expect(landingAfterSignIn('landlord', hostile)).toBe('/dashboard');
    }
  });
});
