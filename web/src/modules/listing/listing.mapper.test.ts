import { describe, expect, it } from 'vitest';
import { toGraphQLUpdate } from './listing.mapper';

describe('toGraphQLUpdate', () => {
  it("spells the spec's enum values as the schema's names and leaves the rest", () => {
    expect(toGraphQLUpdate({ title: 'Loft', propertyType: 'house-semi-detached', furnished: 'partially-furnished', parking: 'garage-1' })).toEqual({
      title: 'Loft',
      propertyType: 'house_semi_detached',
      furnished: 'partially_furnished',
      parking: 'garage_1',
    });
    expect(toGraphQLUpdate({ showOnMarketplace: false })).toEqual({ showOnMarketplace: false });
  });
});
