import { describe, expect, it } from 'vitest';
import { fromGraphQLEnum, toGraphQLEnum } from './graphql-mappers';

describe('GraphQL enum spelling', () => {
  it.each([
    ['house_semi_detached', 'house-semi-detached'],
    ['garage_1', 'garage-1'],
    ['partially_furnished', 'partially-furnished'],
    ['condo', 'condo'],
  ])('%s <-> %s', (graphql, spec) => {
    expect(fromGraphQLEnum(graphql)).toBe(spec);
    expect(toGraphQLEnum(spec)).toBe(graphql);
  });
});
