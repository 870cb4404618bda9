import { describe, expect, it } from 'vitest';
import { createI18n } from '../../app/create-i18n';
import { searchSummary, suggestedName } from './saved-search-summary';

const en = await createI18n('en-CA', ['saved-search']);
const fr = await createI18n('fr-CA', ['saved-search']);
/** Intl's French spaces (no-break) read as plain spaces here. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('saved search summary', () => {
  it('says the filters in a few words, in English', () => {
    expect(searchSummary({ city: 'Montréal', bedrooms: 2, maxRent: 2000 }, en)).toBe('Montréal · 2+ bedrooms · ≤ $2,000');
    expect(searchSummary({ city: 'Toronto', propertyType: 'condo', minRent: 1500, maxRent: 2800 }, en)).toBe('Toronto · Condo · $1,500 to $2,800');
    expect(searchSummary({ minRent: '1200' }, en)).toBe('≥ $1,200');
  });

  it('and in Quebec French', () => {
    expect(plain(searchSummary({ city: 'Montréal', bedrooms: 2, maxRent: 2000 }, fr))).toBe('Montréal · 2+ ch. · ≤ 2 000 $');
    expect(plain(searchSummary({ propertyType: 'house-detached', minRent: 1500, maxRent: 2800 }, fr))).toBe('Maison (individuelle) · 1 500 $ à 2 800 $');
  });

  it('names the search filters: text, bathrooms, flags, date, map area', () => {
    const filters = { q: 'plateau', bathrooms: 1.5, furnished: true, parking: false, petFriendly: 'true', availableFrom: '2026-12-04', bbox: [-73.7, 45.4, -73.4, 45.7] };
    expect(searchSummary(filters, en)).toBe('“plateau” · 1.5+ bathrooms · Furnished · No parking · Pets allowed · Available by Dec 4, 2026 · Map area');
    expect(plain(searchSummary(filters, fr))).toBe('« plateau » · 1,5+ s. de bain · Meublé · Sans stationnement · Animaux acceptés · Disponible d’ici le 4 déc. 2026 · Zone de la carte');
  });

  it('names a search for price drops', () => {
    expect(searchSummary({ city: 'Toronto', priceDropped: true }, en)).toBe('Toronto · Price dropped');
    expect(plain(searchSummary({ city: 'Toronto', priceDropped: true }, fr))).toBe('Toronto · Baisse de prix');
  });

  it('reads "All listings" without filters, and ignores keys it does not know', () => {
    expect(searchSummary({}, en)).toBe('All listings');
    expect(searchSummary({ sort: 'price_asc' }, fr)).toBe('Toutes les annonces');
  });

  it('suggests a name no longer than the API keeps', () => {
    expect(suggestedName({ city: 'Montréal', bedrooms: 2 }, en)).toBe('Montréal · 2+ bedrooms');
    expect(suggestedName({ q: 'x'.repeat(200) }, en).length).toBeLessThanOrEqual(80);
  });
});
