import { describe, expect, it } from 'vitest';
import { resumeActionOf, returnPathFrom, withoutResumeAction } from './return-path';

const at = (path: string) => {
  const url = new URL(path, 'https://hearth.test');
  return { pathname: url.pathname, search: url.search };
};

describe('the page to come back to after signing in', () => {
  it('is the listing or search with its filters, without the dialog parameter', () => {
    expect(returnPathFrom(at('/property/12'))).toBe('/property/12');
    expect(returnPathFrom(at('/?city=Toronto&minBedrooms=2&auth=sign-in'))).toBe('/?city=Toronto&minBedrooms=2');
    expect(returnPathFrom(at('/dashboard?tab=applications'))).toBe('/dashboard?tab=applications');
  });

  it('carries the action that asked for it, once', () => {
    expect(returnPathFrom(at('/property/12?city=Toronto'), 'save')).toBe('/property/12?city=Toronto&then=save');
    expect(returnPathFrom(at('/property/12?then=message&auth=sign-in'), 'viewing')).toBe('/property/12?then=viewing');
    expect(returnPathFrom(at('/?city=Toronto'), 'delete-account')).toBe('/?city=Toronto');
  });

  it('is none on the bare home page (the role decides) and on the sign-in steps', () => {
    expect(returnPathFrom(at('/'))).toBeNull();
    expect(returnPathFrom(at('/?auth=sign-in'))).toBeNull();
    expect(returnPathFrom(at('/magic-link?token=abc'))).toBeNull();
    expect(returnPathFrom(at('/verify-email?token=abc'))).toBeNull();
  });

  it('reads only the actions pages know', () => {
    expect(resumeActionOf(new URLSearchParams('then=save'))).toBe('save');
    expect(resumeActionOf(new URLSearchParams('then=delete-account'))).toBeNull();
    expect(resumeActionOf(new URLSearchParams(''))).toBeNull();
  });

  it('a verification link goes back to the page without doing the action again', () => {
    expect(withoutResumeAction('/property/12?city=Toronto&then=save')).toBe('/property/12?city=Toronto');
    expect(withoutResumeAction('/property/12?then=apply')).toBe('/property/12');
    expect(withoutResumeAction('/property/12')).toBe('/property/12');
    expect(withoutResumeAction(null)).toBeNull();
  });
});
