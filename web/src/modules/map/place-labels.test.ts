import { describe, expect, it } from 'vitest';
import { namesAtZoom, neighbourhoodNames } from './place-labels';

const at = (id: number, neighbourhood: string | null, latitude: number, longitude: number) => ({ id, title: `Home ${id}`, monthlyRent: 2000, latitude, longitude, neighbourhood });

describe('the names of the offline basemap', () => {
  it('names the largest cities first, and more of them as one zooms in', () => {
    const country = namesAtZoom(3, []).map((place) => place.name);
    expect(country.slice(0, 2)).toEqual(['Toronto', 'Montréal']);
    expect(country).not.toContain('Kingston');
    expect(namesAtZoom(9, []).map((place) => place.name)).toContain('Kingston');
  });

  it("names the listings' neighbourhoods at their middle, the busiest first, from a city zoom", () => {
    const names = neighbourhoodNames([at(1, 'Leslieville', 43.66, -79.33), at(2, 'The Annex', 43.67, -79.4), at(3, 'leslieville ', 43.67, -79.34), at(4, null, 43.7, -79.4)]);
    expect(names.map(({ name, lat, lng }) => [name, Math.round(lat * 1000) / 1000, Math.round(lng * 1000) / 1000])).toEqual([
      ['Leslieville', 43.665, -79.335],
      ['The Annex', 43.67, -79.4],
    ]);
    expect(namesAtZoom(10, names).some((place) => place.kind === 'neighbourhood')).toBe(false);
    expect(namesAtZoom(12, names)[0]!.name).toBe('Leslieville');
  });

  it("names cities in the reader's language: the French census names in French", () => {
    const french = namesAtZoom(7, [], 'fr-CA').map((place) => place.name);
    expect(french).toEqual(expect.arrayContaining(['Montréal', 'Québec', 'Grand Sudbury', 'Trois-Rivières']));
    expect(french).not.toContain('Québec City');
    expect(namesAtZoom(7, []).map((place) => place.name)).toEqual(expect.arrayContaining(['Québec City', 'Greater Sudbury']));
  });
});
