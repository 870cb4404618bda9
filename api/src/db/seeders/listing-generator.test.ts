import { describe, expect, it } from 'vitest';
import { CANADIAN_CITIES } from '../../contracts/index.js';
import { createRandom, generateListing } from './listing-generator.js';

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
});
