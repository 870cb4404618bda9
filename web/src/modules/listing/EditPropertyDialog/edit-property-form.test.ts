import { describe, expect, it } from 'vitest';
import { propertyFixture } from '../../../testing/fixtures/dashboard';
import { createI18n } from '../../../app/create-i18n';
import { editValuesFrom, toPropertyUpdate as validate } from './edit-property-form';

const en = await createI18n('en-CA', ['api']);
const toPropertyUpdate = (values: Parameters<typeof validate>[0]) => validate(values, en);

describe('toPropertyUpdate (validation rules edit numeric rules)', () => {
  const values = editValuesFrom(propertyFixture());

  it('turns empty bedrooms into 0, empty sqft into null, empty bathrooms into 1', () => {
    const result = toPropertyUpdate({ ...values, bedrooms: NaN, sqft: NaN, bathrooms: NaN });
    expect(result).toMatchObject({ ok: true, input: { bedrooms: 0, sqft: null, bathrooms: 1 } });
  });

  it('sends the postal code (blank clears it) and the pin only when the landlord moved it', () => {
    const kept = toPropertyUpdate({ ...values, postalCode: ' m5v2t6 ' });
    expect(kept).toMatchObject({ ok: true, input: { postalCode: 'M5V 2T6', latitude: undefined, longitude: undefined } });
    expect(toPropertyUpdate({ ...values, postalCode: '' })).toMatchObject({ ok: true, input: { postalCode: null } });
    const moved = toPropertyUpdate({ ...values, pin: { latitude: 43.7, longitude: -79.4 } });
    expect(moved).toMatchObject({ ok: true, input: { latitude: 43.7, longitude: -79.4 } });
  });

  it('starts from the saved neighbourhood; a blank one clears it', () => {
    expect(values.neighbourhood).toBe('The Annex');
    expect(toPropertyUpdate({ ...values, neighbourhood: ' ' })).toMatchObject({ ok: true, input: { neighbourhood: null } });
  });

  it('does not save a rent under $1, typed or left empty', () => {
    for (const monthlyRent of [0, NaN]) {
      expect(toPropertyUpdate({ ...values, monthlyRent })).toEqual({ ok: false, errors: { monthlyRent: 'Monthly rent must be at least $1.' } });
    }
  });

  it('keeps half-step bathrooms and the visibility checkbox', () => {
    const result = toPropertyUpdate({ ...values, bathrooms: 2.5, showOnMarketplace: false });
    expect(result).toMatchObject({ ok: true, input: { bathrooms: 2.5, showOnMarketplace: false, propertyType: 'condo' } });
  });

  it('reports field errors from the shared schema', () => {
    const result = toPropertyUpdate({ ...values, title: '  ', bathrooms: 1.25 });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.title).toBe('Title is required');
      expect(result.errors.bathrooms).toBe('Bathrooms must be in half steps (e.g. 1.5)');
    }
  });
});

describe('toPropertyUpdate: the gallery, amenities and lease documents', () => {
  const property = propertyFixture({ images: ['bafkreicfgodctsxhkmtbia6pmylm5oeg2g3pwgxbiaii74mtzjw3ghhxh4', 'https://example.com/front.jpg'], amenities: ['Dishwasher'] });
  const values = editValuesFrom(property);
  const stored = (id: string) => ({ id, name: id, type: '', url: id, ipfsHash: id.startsWith('http') ? '' : id, fileId: 0, uploadedAt: '', category: 'image' as const });
  const upload = (cid: string, name: string) => ({ ...stored(`7-${cid}`), name, ipfsHash: cid, size: 1000, fileId: 7 });
  const NEW = 'bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy';

  it('sends nothing of them when they did not change (amenities in another order included)', () => {
    const media = property.images.map(stored);
    const result = validate({ ...values }, en, { property: { ...property, amenities: ['Dishwasher'] }, media, documents: [] });
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && result.input).not.toHaveProperty('images');
    expect(result.ok && result.input).not.toHaveProperty('amenities');
  });

  it('sends the whole gallery in its order: photos it shows as stored, new ones by content id', () => {
    const media = [upload(NEW, 'kitchen.png'), stored(property.images[1]!), stored(property.images[0]!)];
    const result = validate({ ...values, amenities: ['Dishwasher', 'Balcony/Patio'] }, en, { property, media, documents: [upload(NEW, 'Lease.pdf')] });
    expect(result).toMatchObject({
      ok: true,
      input: { images: [NEW, 'https://example.com/front.jpg', property.images[0]], amenities: ['Dishwasher', 'Balcony/Patio'], leaseDocuments: [{ ipfsHash: NEW, filename: 'Lease.pdf' }] },
    });
  });
});
