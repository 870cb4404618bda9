import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const webSrc = path.join(root, 'web/src');

describe('generated GraphQL hooks', () => {
  it('match schema.graphql and the .graphql documents (run `npm run codegen` after changing either)', () => {
    // --check: codegen compares what it would write with every committed file and fails on any difference.
    const check = () =>
      execFileSync(path.join(root, 'node_modules/.bin/graphql-codegen'), ['--config', 'codegen.ts', '--check'], { cwd: root, stdio: 'pipe' });
    expect(check, 'the generated hooks are stale: run `npm run codegen`').not.toThrow();
  }, 60_000);

  it('leaves no generated module behind its document', () => {
    const orphans = readdirSync(webSrc, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.generated.ts'))
      .filter((file) => !existsSync(path.join(webSrc, file.replace(/\.generated\.ts$/, '.graphql'))));
    expect(orphans).toEqual([]);
  });
});
