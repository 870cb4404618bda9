import { writeFile } from 'node:fs/promises';
import { buildGraphQLSchema, printSchemaSdl } from '../graphql/schema.js';

/** Writes /schema.graphql from the code-first schema (`npm run schema`). */
const target = new URL('../../../schema.graphql', import.meta.url);
await writeFile(target, printSchemaSdl(await buildGraphQLSchema(null)));
console.log(`wrote ${target.pathname}`);
