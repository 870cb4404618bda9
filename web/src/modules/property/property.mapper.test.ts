import { describe, expect, it } from 'vitest';
import { toPropertyRow } from './property.mapper';

describe('toPropertyRow', () => {
  it("reads the GraphQL enum names back as the spec's values", () => {
    const row = toPropertyRow({ propertyType: 'house_semi_detached', furnished: 'partially_furnished', parking: 'garage_1', description: null } as never);
    expect(row).toMatchObject({ propertyType: 'house-semi-detached', furnished: 'partially-furnished', parking: 'garage-1', description: '' });
  });
});
