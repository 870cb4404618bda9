import { isInputObjectType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { toJSONSchema } from 'zod';
import { contractDocumentSchema } from '../../contracts/index.js';
import { buildGraphQLSchema } from '../../graphql/schema.js';

/** The GraphQL type each field of the zod contract must have: its scalar, non-null when the contract requires it. */
function expectedFields(): Record<string, string> {
  const json = toJSONSchema(contractDocumentSchema) as { properties: Record<string, { type: string }>; required: string[] };
  const scalars: Record<string, string> = { string: 'String', integer: 'Int', number: 'Float', boolean: 'Boolean' };
  return Object.fromEntries(
    Object.entries(json.properties).map(([name, { type }]) => [name, `${scalars[type]}${json.required.includes(name) ? '!' : ''}`]),
  );
}

describe('the lease contract document', () => {
  it('has the GraphQL input and output types the zod contract describes', async () => {
    const schema = await buildGraphQLSchema(null);
    const output = schema.getType('ContractDocument');
    const input = schema.getType('ContractDocumentInput');
    if (!isObjectType(output) || !isInputObjectType(input)) throw new Error('ContractDocument types missing from the schema');
    for (const fields of [output.getFields(), input.getFields()]) {
      expect(Object.fromEntries(Object.values(fields).map((field) => [field.name, String(field.type)]))).toEqual(expectedFields());
    }
  });
});
