import { describe, expect, it } from 'vitest';
import { returnPathSchema } from './auth.schema.js';
import { isSafeReturnPath, RETURN_PATH_MESSAGE, safeReturnPath } from './return-path.js';

describe('return paths (where sign-in sends a person back)', () => {
  it.each(['/', '/property/12', '/property/12?then=save', '/?city=Toronto&minBedrooms=2&sort=price_asc', '/dashboard?tab=applications#profile', '/?q=caf%C3%A9'])(
    'takes a page of this site: %s',
    (path) => {
      expect(isSafeReturnPath(path)).toBe(true);
      expect(returnPathSchema.safeParse(path).success).toBe(true);
    },
  );

  it.each([
    ['another site', 'https://evil.example/phish'],
    ['a protocol-relative address', '//evil.example'],
    ['a protocol-relative address with a path', '//evil.example/property/12'],
    ['a backslash read as a slash', '/\\evil.example'],
    ['backslashes', '\\\\evil.example'],
    ['a tab browsers strip', '/\t/evil.example'],
    ['a newline browsers strip', '/\n/evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'property/12'],
    ['a data address', 'data:text/html,hi'],
    ['nothing', ''],
    ['too long', `/${'a'.repeat(1000)}`],
  ])('refuses %s', (_, path) => {
    expect(isSafeReturnPath(path)).toBe(false);
    expect(safeReturnPath(path)).toBeNull();
    const parsed = returnPathSchema.safeParse(path);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(RETURN_PATH_MESSAGE);
  });

  it('refuses what is not text', () => {
    expect(isSafeReturnPath(undefined)).toBe(false);
    expect(isSafeReturnPath(['/'])).toBe(false);
  });
});
