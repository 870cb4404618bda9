import { describe, expect, it } from 'vitest';
import { bedroomsLabel, furnishedLabel, parkingLabel, propertyTypeLabel } from './labels';

describe('labels', () => {
  it('reads spec values and GraphQL enum names alike', () => {
    expect(propertyTypeLabel('house-semi-detached')).toBe('House (semi-detached)');
    expect(propertyTypeLabel('house_semi_detached')).toBe('House (semi-detached)');
    expect(furnishedLabel('partially_furnished')).toBe('Partially furnished');
    expect(parkingLabel('garage_2')).toBe('2-car garage');
  });
  it('names studios', () => {
    expect(bedroomsLabel(0)).toBe('Studio');
    expect(bedroomsLabel(1)).toBe('1 bedroom');
    expect(bedroomsLabel(3)).toBe('3 bedrooms');
  });
});
