import { describe, expect, it } from 'vitest';
import { shownPoint } from './listing-point';

const place = { address: '1 Main St', city: 'Montreal', province: 'QC', postalCode: '' };

describe('the listing forms’ pin', () => {
  it('follows the typed place like the server geocodes it, once a province is chosen', () => {
    expect(shownPoint({ ...place, province: '' }, null)).toBeNull();
    expect(shownPoint(place, null)).toEqual({ latitude: 45.5017, longitude: -73.5673 });
    expect(shownPoint({ ...place, postalCode: 'h7n 1a1' }, null)).toEqual({ latitude: 45.6066, longitude: -73.7124 });
  });

  it('keeps the landlord’s pin, and the saved point until the place changes', () => {
    const pin = { latitude: 45.52, longitude: -73.58 };
    expect(shownPoint({ ...place, city: 'Laval' }, pin)).toEqual(pin);
    const saved = { place, point: pin };
    expect(shownPoint({ ...place, postalCode: '' }, null, saved)).toEqual(pin);
    expect(shownPoint({ ...place, city: 'Laval' }, null, saved)).toEqual({ latitude: 45.6066, longitude: -73.7124 });
  });
});
