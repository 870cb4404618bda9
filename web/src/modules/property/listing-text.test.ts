import { describe, expect, it } from 'vitest';
import { listingPlace, listingText } from './listing-text';

describe('listingText', () => {
  it('gives a French visitor the French text, else the main text marked as English', () => {
    expect(listingText('Bright loft', 'Loft lumineux', 'fr-CA')).toEqual({ text: 'Loft lumineux' });
    expect(listingText('Bright loft', null, 'fr-CA')).toEqual({ text: 'Bright loft', lang: 'en' });
    expect(listingText('Bright loft', '', 'fr-CA')).toEqual({ text: 'Bright loft', lang: 'en' });
  });
  it('gives everyone else the main text', () => {
    expect(listingText('Bright loft', 'Loft lumineux', 'en-CA')).toEqual({ text: 'Bright loft' });
  });
});

describe('listingPlace', () => {
  it('puts the neighbourhood between the street and the city when there is one', () => {
    expect(listingPlace({ address: '4510 Rue Saint-Denis', neighbourhood: 'Plateau-Mont-Royal', city: 'Montréal' })).toBe('4510 Rue Saint-Denis, Plateau-Mont-Royal, Montréal');
    expect(listingPlace({ address: '12 King St W', neighbourhood: null, city: 'Toronto' })).toBe('12 King St W, Toronto');
  });
});
