import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

describe('the offline basemap', () => {
  it('is the file scripts/basemap.mjs builds from the Natural Earth packages (no hand edits, no stale copy)', () => {
    const script = fileURLToPath(new URL('./basemap.mjs', import.meta.url));
    expect(() => execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});
