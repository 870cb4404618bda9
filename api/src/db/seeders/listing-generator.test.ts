import { describe, expect, it } from 'vitest';
import { CANADIAN_CITIES } from '../../contracts/index.js';
import { CITIES, createRandom, generateListing, marketRent } from './listing-generator.js';

describe('seeded listings', () => {
  const random = createRandom(14);
  const NOW = new Date('2026-11-27T12:00:00Z'); // pinned: availability and creation dates follow it
  const listings = Array.from({ length: 20_000 }, (_, index) => generateListing(index, 1, random, NOW));

  it('stand within a few kilometres of their city centre in the geocoder table', () => {
    for (const listing of listings.slice(0, 500)) {
      const centre = CANADIAN_CITIES.find((city) => city.name === listing.city && city.province === listing.province)!;
      expect(centre, listing.city).toBeDefined();
      expect(Math.abs(listing.latitude - centre.lat)).toBeLessThan(0.5);
      expect(Math.abs(listing.longitude - centre.lng)).toBeLessThan(0.6);
    }
  });

  it('are spread like the population of that table', () => {
    const count = (city: string) => listings.filter((listing) => listing.city === city).length;
    const population = (name: string) => CANADIAN_CITIES.find((city) => city.name === name)!.population;
    const ratio = count('Toronto') / count('Winnipeg');
    expect(ratio).toBeGreaterThan((population('Toronto') / population('Winnipeg')) * 0.85);
    expect(ratio).toBeLessThan((population('Toronto') / population('Winnipeg')) * 1.15);
  });

  it("ask around their city's cited figure for their size: each city's median apartment within 15 % of it", () => {
    // The figures are averages of apartments (purpose-built and condo); a studio is the 'studio' type.
    const apartments = listings.filter((l) => ['apartment', 'condo', 'studio'].includes(l.propertyType) && l.furnished === 'unfurnished');
    let checked = 0;
    for (const city of CITIES) {
      for (const bedrooms of [0, 1, 2, 3]) {
        const rents = apartments.filter((l) => l.city === city.city && l.bedrooms === bedrooms).map((l) => l.monthlyRent).sort((a, b) => a - b);
        if (rents.length < 25) continue; // too few in the sample to say
        const median = rents[Math.floor(rents.length / 2)]!;
        const figure = marketRent(city, bedrooms);
        expect(Math.abs(median / figure - 1), `${city.city}, ${bedrooms} bedrooms: median ${median}, figure ${figure}`).toBeLessThan(0.15);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('spread around it, so cheaper and dearer listings exist (a Toronto two-bedroom under $2,500 is not rare)', () => {
    const toronto = listings.filter((l) => l.city === 'Toronto' && l.bedrooms === 2).map((l) => l.monthlyRent);
    const figure = marketRent(CITIES.find((c) => c.city === 'Toronto')!, 2);
    expect(figure).toBe(3091);
    const share = (test: (rent: number) => boolean) => toronto.filter(test).length / toronto.length;
    expect(share((rent) => rent < 2500)).toBeGreaterThan(0.05);
    expect(share((rent) => rent > figure * 1.2)).toBeGreaterThan(0.05);
  });
});
