import { describe, expect, it } from 'vitest';
import { listingText } from './listing-text';

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
