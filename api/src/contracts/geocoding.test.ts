import { describe, expect, it } from 'vitest';
import { CANADIAN_CITIES, PROVINCES, cityNameIn, findCanadianCity, isPostalCodeInProvince, normalizePostalCode, postalCodeSchema } from './index.js';
import { geocode } from './geocoding.js';
import { placeKey } from './place-name.js';
import { POSTAL_AREA_CITIES } from './postal-areas.js';

describe('geocode', () => {
  it('places a postal code at its area, before the city typed', () => {
    expect(geocode({ postalCode: 'h7n 1a1', city: 'Montréal', province: 'QC' })).toEqual({ latitude: 45.6066, longitude: -73.7124, precision: 'postal-area' });
    expect(geocode({ postalCode: 'M5V 2T6', city: 'Etobicoke', province: 'ON' })).toMatchObject({ latitude: 43.6532, precision: 'postal-area' });
  });

  it('falls back to the city, ignoring accents, case and Saint/St', () => {
    expect(geocode({ city: 'montreal', province: 'QC' })).toMatchObject({ latitude: 45.5017, precision: 'city' });
    expect(geocode({ postalCode: 'J7Z 1A1', city: 'St-Jérôme', province: 'QC' })).toMatchObject({ latitude: 45.7804, precision: 'city' });
    expect(geocode({ city: 'st johns', province: 'NL' })).toMatchObject({ latitude: 47.5615, precision: 'city' });
    expect(geocode({ city: 'Sudbury', province: 'ON' })).toMatchObject({ latitude: 46.4917, precision: 'city' });
  });

  it('tells same-named cities apart by province', () => {
    expect(geocode({ city: 'Stratford', province: 'ON' }).longitude).toBe(-80.9822);
    expect(geocode({ city: 'Stratford', province: 'PE' }).longitude).toBe(-63.089);
  });

  it("ends at the province's capital", () => {
    expect(geocode({ city: 'Nowhere Creek', province: 'BC' })).toEqual({ latitude: 48.4284, longitude: -123.3656, precision: 'province' });
    for (const province of PROVINCES) expect(geocode({ province }).precision).toBe('province');
  });

  it('knows every postal area it names, once per province and name', () => {
    const names = new Set(CANADIAN_CITIES.map((city) => city.name));
    for (const name of Object.values(POSTAL_AREA_CITIES)) expect(names).toContain(name);
    const keys = CANADIAN_CITIES.map((city) => `${city.province}:${placeKey(city.name)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('postal codes', () => {
  it('normalises to upper case with one space', () => {
    expect(normalizePostalCode(' k1a0b1 ')).toBe('K1A 0B1');
    expect(normalizePostalCode('K1A-0B1')).toBe('K1A 0B1');
    expect(postalCodeSchema.parse('h2x  1y4')).toBe('H2X 1Y4');
    expect(postalCodeSchema.parse('')).toBeNull();
  });

  it('refuses letters Canada Post never uses, and W or Z first', () => {
    for (const code of ['D1A 1A1', 'K1D 1A1', 'K1A 1O1', 'W1A 1A1', 'Z1A 1A1', '12345', 'K1A 1A', 'KK1 1A1']) {
      expect(normalizePostalCode(code), code).toBeNull();
      expect(postalCodeSchema.safeParse(code).success, code).toBe(false);
    }
    expect(normalizePostalCode('K1W 1Z1')).toBe('K1W 1Z1');
  });

  it('matches its province by the first letter', () => {
    expect(isPostalCodeInProvince('H2X 1Y4', 'QC')).toBe(true);
    expect(isPostalCodeInProvince('H2X 1Y4', 'ON')).toBe(false);
  });
});

describe('city names in French', () => {
  it("gives the French census name in French ('Grand Sudbury', 'Québec'), the name as given otherwise", () => {
    expect(cityNameIn('Greater Sudbury', 'ON', 'fr-CA')).toBe('Grand Sudbury');
    expect(cityNameIn('Québec City', 'QC', 'fr-CA')).toBe('Québec');
    expect(cityNameIn('quebec city', 'QC', 'fr-CA')).toBe('Québec');
    expect(cityNameIn('Greater Sudbury', 'ON', 'en-CA')).toBe('Greater Sudbury');
    expect(cityNameIn('Montréal', 'QC', 'fr-CA')).toBe('Montréal');
    expect(cityNameIn("St. John's", 'NL', 'fr-CA')).toBe("St. John's");
    // A name the landlord typed otherwise, or a city the table does not hold, stays as typed.
    expect(cityNameIn('Sudbury', 'ON', 'fr-CA')).toBe('Sudbury');
    expect(cityNameIn('Gaspé', 'QC', 'fr-CA')).toBe('Gaspé');
  });

  it('finds a city by either name', () => {
    expect(findCanadianCity('Grand Sudbury', 'ON')?.name).toBe('Greater Sudbury');
    expect(findCanadianCity('Québec', 'QC')?.name).toBe('Québec City');
    expect(geocode({ city: 'Grand Sudbury', province: 'ON' })).toMatchObject({ precision: 'city', latitude: 46.4917 });
  });
});
