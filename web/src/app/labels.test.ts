// The enum labels of lib/labels.ts in both locales (here, beside the catalogs they read: lib/ imports no app code).
import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { bedroomsLabel, furnishedLabel, parkingLabel, propertyTypeLabel, provinceChoices, provinceLabel } from '../lib/labels';

const en = await createI18n('en-CA', []);
const fr = await createI18n('fr-CA', []);

describe('labels', () => {
  it('reads spec values and GraphQL enum names alike', () => {
    expect(propertyTypeLabel('house-semi-detached', en)).toBe('House (semi-detached)');
    expect(propertyTypeLabel('house_semi_detached', en)).toBe('House (semi-detached)');
    expect(furnishedLabel('partially_furnished', en)).toBe('Partially furnished');
    expect(parkingLabel('garage_2', en)).toBe('2-car garage');
  });
  it('names studios', () => {
    expect(bedroomsLabel(0, en)).toBe('Studio');
    expect(bedroomsLabel(1, en)).toBe('1 bedroom');
    expect(bedroomsLabel(3, en)).toBe('3 bedrooms');
  });
  it('speaks Quebec French', () => {
    expect(provinceLabel('QC', fr)).toBe('Québec');
    expect(provinceLabel('PE', fr)).toBe('Île-du-Prince-Édouard');
    expect(propertyTypeLabel('condo', fr)).toBe('Condo');
    expect(bedroomsLabel(2, fr)).toBe('2 chambres');
    expect(bedroomsLabel(1, fr)).toBe('1 chambre');
  });
  it('offers the provinces by name, sorted in the reader\'s language', () => {
    expect(provinceChoices(en).map((p) => provinceLabel(p, en))).toEqual([
      'Alberta', 'British Columbia', 'Manitoba', 'New Brunswick', 'Newfoundland and Labrador', 'Nova Scotia', 'Ontario',
      'Prince Edward Island', 'Quebec', 'Saskatchewan',
    ]);
    expect(provinceChoices(fr).map((p) => provinceLabel(p, fr))).toEqual([
      'Alberta', 'Colombie-Britannique', 'Île-du-Prince-Édouard', 'Manitoba', 'Nouveau-Brunswick', 'Nouvelle-Écosse',
      'Ontario', 'Québec', 'Saskatchewan', 'Terre-Neuve-et-Labrador',
    ]);
  });
});
