import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe('generated GraphQL hooks', () => {
  it('match schema.graphql and the .graphql documents (run `npm run codegen` after changing either)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hearth-codegen-'));
    const out = path.join(dir, 'graphql.ts');
    try {
      execFileSync(path.join(root, 'node_modules/.bin/graphql-codegen'), ['--config', 'codegen.ts', '--silent'], {
        cwd: root,
        env: { ...process.env, CODEGEN_OUT: out },
        stdio: 'pipe',
      });
      const fresh = readFileSync(out, 'utf8');
      const committed = readFileSync(path.join(root, 'web/src/generated/graphql.ts'), 'utf8');
      expect(committed === fresh, 'web/src/generated/graphql.ts is stale: run `npm run codegen`').toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
