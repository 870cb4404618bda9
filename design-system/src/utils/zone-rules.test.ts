import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without types
import { zoneRulesSource } from '../../scripts/zone-rules.mjs';

describe('zone-rules.generated.ts', () => {
  it('is what the generator writes from the installed IANA data (run node design-system/scripts/zone-rules.mjs)', () => {
    const generated = readFileSync(new URL('./zone-rules.generated.ts', import.meta.url), 'utf8');
    expect(generated).toBe(zoneRulesSource());
  });
});
