import { describe, expect, it } from 'vitest';
import { matchesAccept } from '@hearth/design-system';
import { ALL_PROPERTY_TYPES, PROPERTY_TYPES } from '@hearth/api/contracts/property-enums';
import { createI18n } from '../../../app/create-i18n';
import { changeListing, LISTING_DEFAULTS, toCreateInput as validate } from './listing-form';
import { LEASE_DOCUMENT_ACCEPT, MEDIA_ACCEPT } from '../ListingFiles/file-types';

const en = await createI18n('en-CA', ['api']);
const fr = await createI18n('fr-CA', ['api']);
const toCreateInput = (...args: [Parameters<typeof validate>[0], Parameters<typeof validate>[1], Parameters<typeof validate>[2]]) => validate(...args, en);

const filled = { ...LISTING_DEFAULTS, title: 'Loft', monthlyRent: '2100', address: '1 King St', city: 'Toronto', province: 'ON', postalCode: 'm5v 2t6', propertyType: 'condo' };

describe('listing form', () => {
  it('has the screens defaults', () => {
    expect(LISTING_DEFAULTS).toMatchObject({ bedrooms: '1', bathrooms: '1', furnished: 'unfurnished', parking: 'none', monthlyRent: '0', showOnMarketplace: true });
  });
  it('reports required fields with the shared messages', () => {
    const result = toCreateInput(LISTING_DEFAULTS, [], []);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.title).toBe('Title is required');
      expect(result.errors.province).toBe('Province is required');
      expect(result.errors.propertyType).toBe('Property type is required');
      expect(result.errors.postalCode).toBe('Postal code is required');
    }
  });
  it('reports them in French on a French page (the API catalog has the French of the shared messages)', () => {
    const result = validate({ ...LISTING_DEFAULTS, monthlyRent: '2100' }, [], [], fr);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.title).toBe('Le titre est obligatoire');
      expect(result.errors.province).toBe('La province est obligatoire');
    }
  });
  it('lists an apartment or a studio: the form takes every type of the one list the filter offers', () => {
    for (const propertyType of PROPERTY_TYPES) expect(toCreateInput({ ...filled, propertyType }, [], []), propertyType).toMatchObject({ ok: true, input: { propertyType } });
    expect(PROPERTY_TYPES).toEqual(expect.arrayContaining(['apartment', 'studio', 'house-semi-detached', 'basement']));
    expect([...PROPERTY_TYPES].sort()).toEqual([...ALL_PROPERTY_TYPES].sort());
  });
  it('sends the postal code normalised, and the pin only once the landlord moved it', () => {
    const placed = toCreateInput(filled, [], []);
    expect(placed.ok && placed.input).toMatchObject({ postalCode: 'M5V 2T6', latitude: undefined, longitude: undefined });
    const pinned = toCreateInput({ ...filled, pin: { latitude: 43.64, longitude: -79.39 } }, [], []);
    expect(pinned.ok && pinned.input).toMatchObject({ latitude: 43.64, longitude: -79.39 });
    const elsewhere = toCreateInput({ ...filled, postalCode: 'H2X 1Y4' }, [], []);
    expect(elsewhere).toEqual({ ok: false, errors: { postalCode: 'This postal code is not in the selected province.' } });
  });
  it('does not submit the default rent of 0', () => {
    const result = toCreateInput({ ...filled, monthlyRent: LISTING_DEFAULTS.monthlyRent }, [], []);
    expect(result).toEqual({ ok: false, errors: { monthlyRent: 'Monthly rent must be at least $1.' } });
  });
  it('builds the create input with numbers, cids and lease documents', () => {
    const file = { id: 'x', name: 'lease.pdf', type: 'application/pdf', size: 1, url: '/ipfs/bafy', ipfsHash: 'b' + 'a'.repeat(58), fileId: 1, uploadedAt: '', category: 'document' as const };
    const result = toCreateInput({ ...filled, bathrooms: '1.5', sqft: '' }, [{ ...file, ipfsHash: 'b' + 'c'.repeat(58) }], [file]);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.input).toMatchObject({ monthlyRent: 2100, bedrooms: 1, bathrooms: 1.5, sqft: null, images: ['b' + 'c'.repeat(58)] });
      expect(result.input.leaseDocuments[0]).toMatchObject({ filename: 'lease.pdf', type: 'lease-agreement' });
    }
  });
  it('sends the French title and description when given, and none for blank ones', () => {
    const french = toCreateInput({ ...filled, titleFr: ' Loft lumineux ', descriptionFr: '' }, [], []);
    expect(french.ok && french.input).toMatchObject({ titleFr: 'Loft lumineux', descriptionFr: null });
  });
  it('sends the neighbourhood trimmed, and none when left blank', () => {
    expect(toCreateInput({ ...filled, neighbourhood: ' Liberty Village ' }, [], [])).toMatchObject({ ok: true, input: { neighbourhood: 'Liberty Village' } });
    expect(toCreateInput(filled, [], [])).toMatchObject({ ok: true, input: { neighbourhood: null } });
  });
  it('accepts media and lease document types only', () => {
    expect(matchesAccept({ name: 'front.png', type: 'image/png' }, MEDIA_ACCEPT)).toBe(true);
    expect(matchesAccept({ name: 'tour.mp4', type: 'video/mp4' }, MEDIA_ACCEPT)).toBe(true);
    expect(matchesAccept({ name: 'photos.zip', type: 'application/zip' }, MEDIA_ACCEPT)).toBe(false);
    expect(matchesAccept({ name: 'lease.pdf', type: 'application/pdf' }, LEASE_DOCUMENT_ACCEPT)).toBe(true);
    expect(matchesAccept({ name: 'lease.docx', type: '' }, LEASE_DOCUMENT_ACCEPT)).toBe(true);
    expect(matchesAccept({ name: 'front.png', type: 'image/png' }, LEASE_DOCUMENT_ACCEPT)).toBe(false);
  });
});

describe('changeListing', () => {
  it('sets Bedrooms to Studio (0) when the type becomes a studio, and leaves it alone otherwise', () => {
    expect(changeListing(LISTING_DEFAULTS, 'propertyType', 'studio')).toMatchObject({ propertyType: 'studio', bedrooms: '0' });
    expect(changeListing({ ...LISTING_DEFAULTS, bedrooms: '2' }, 'propertyType', 'condo')).toMatchObject({ propertyType: 'condo', bedrooms: '2' });
    expect(changeListing({ ...LISTING_DEFAULTS, propertyType: 'studio', bedrooms: '0' }, 'bedrooms', '1')).toMatchObject({ bedrooms: '1' });
  });
});
