import { describe, expect, it } from 'vitest';
import { readSearchText } from './search-text.js';

describe('readSearchText', () => {
  it('turns a number of bedrooms said in words into the bedrooms filter and drops the small words', () => {
    expect(readSearchText('2 bedrooms near the Plateau, balcony')).toEqual({ words: ['Plateau', 'balcony'], bedrooms: 2 });
    expect(readSearchText('Bright 3-bedroom house with a yard')).toEqual({ words: ['Bright', 'house', 'yard'], bedrooms: 3 });
    expect(readSearchText('two beds in Verdun')).toEqual({ words: ['Verdun'], bedrooms: 2 });
    expect(readSearchText('1 br downtown')).toEqual({ words: ['downtown'], bedrooms: 1 });
    expect(readSearchText('deux chambres à coucher près du métro')).toEqual({ words: ['métro'], bedrooms: 2 });
  });

  it("reads Québec's room counts: a 4 1/2 has two bedrooms, a 3½ one, a 1 1/2 none", () => {
    expect(readSearchText('4 1/2 près du Plateau, balcon')).toEqual({ words: ['Plateau', 'balcon'], bedrooms: 2 });
    expect(readSearchText('3½ Rosemont')).toEqual({ words: ['Rosemont'], bedrooms: 1 });
    expect(readSearchText('1 1/2 meublé')).toEqual({ words: ['meublé'], bedrooms: 0 });
  });

  it('keeps every other word, names and numbers included, up to eight', () => {
    expect(readSearchText("l'île Mont-Royal 2025")).toEqual({ words: ["l'île", 'Mont-Royal', '2025'] });
    expect(readSearchText('studio')).toEqual({ words: ['studio'] });
    expect(readSearchText('a b c d e f g h i j k').words).toEqual(['b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
    expect(readSearchText('!!!')).toEqual({ words: [] });
    // Not a bedroom count: a number stuck to other letters, or a street number.
    expect(readSearchText('2br2 220 Bloor')).toEqual({ words: ['2br2', '220', 'Bloor'] });
  });
});
