import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildGraphQLSchema, printSchemaSdl } from './schema.js';

describe('schema.graphql', () => {
  it('matches the schema emitted from the code (run `npm run schema` after changing resolvers or types)', async () => {
    const checkedIn = await readFile(new URL('../../../schema.graphql', import.meta.url), 'utf8');
    expect(printSchemaSdl(await buildGraphQLSchema(null))).toBe(checkedIn);
  });
});
