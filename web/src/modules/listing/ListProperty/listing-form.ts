import type { I18n } from '@lingui/core';
import type { Furnished, Parking } from '@hearth/api/contracts/property-enums';
import { propertyCreateSchema } from '@hearth/api/contracts/property.schema';
import type { ListingFile } from '../ListingFiles/upload-list';
import { issueMessages } from '../../common/contract-message';
import type { MapPoint } from '../../map';
import { POSTAL_CODE_REQUIRED } from '../ListingLocation/postal-code';

/** The texts of a listing as both listing forms hold them; the French ones are empty when not given. */
export interface ListingTexts {
  title: string;
  description: string;
  titleFr: string;
  descriptionFr: string;
  address: string;
  city: string;
  /** Optional: a place below the city ('Plateau-Mont-Royal') that renters search by. */
  neighbourhood: string;
  province: string;
  postalCode: string;
  propertyType: string;
}

/** Everything the form holds, as strings where the inputs hold strings (docs/product.md#list-property defaults). */
export interface ListingValues extends ListingTexts {
  monthlyRent: string;
  bedrooms: string;
  bathrooms: string;
  sqft: string;
  /** 'YYYY-MM-DD' or '' (FirstOccupiedField). */
  firstOccupiedOn: string;
  furnished: Furnished;
  parking: Parking;
  amenities: string[];
  showOnMarketplace: boolean;
  /** Where the landlord moved the map pin; null leaves it to the address. */
  pin: MapPoint | null;
}

export const LISTING_DEFAULTS: ListingValues = {
  title: '',
  monthlyRent: '0',
  description: '',
  titleFr: '',
  descriptionFr: '',
  address: '',
  city: '',
  neighbourhood: '',
  province: '',
  postalCode: '',
  propertyType: '',
  bedrooms: '1',
  bathrooms: '1',
  sqft: '',
  firstOccupiedOn: '',
  furnished: 'unfurnished',
  parking: 'none',
  amenities: [],
  showOnMarketplace: true,
  pin: null,
};

/** One field changed. A studio has no separate bedroom: choosing that type sets Bedrooms to Studio (0), still changeable. */
export function changeListing<K extends keyof ListingValues>(values: ListingValues, key: K, value: ListingValues[K]): ListingValues {
  const next = { ...values, [key]: value };
  return key === 'propertyType' && value === 'studio' ? { ...next, bedrooms: '0' } : next;
}

export type ListingErrors = Partial<Record<keyof ListingValues | 'form', string>>;

/** Validates with the API's own schema (same messages both sides) and builds the createProperty input. */
export function toCreateInput(values: ListingValues, media: ListingFile[], documents: ListingFile[], i18n: I18n) {
  const parsed = propertyCreateSchema.safeParse({
    title: values.title,
    monthlyRent: values.monthlyRent,
    description: values.description || null,
    titleFr: values.titleFr,
    descriptionFr: values.descriptionFr,
    address: values.address,
    city: values.city,
    neighbourhood: values.neighbourhood,
    province: values.province || undefined,
    postalCode: values.postalCode,
    latitude: values.pin?.latitude,
    longitude: values.pin?.longitude,
    propertyType: values.propertyType || undefined,
    bedrooms: values.bedrooms,
    bathrooms: values.bathrooms,
    sqft: values.sqft || null,
    firstOccupiedOn: values.firstOccupiedOn || null,
    furnished: values.furnished,
    parking: values.parking,
    amenities: values.amenities,
    showOnMarketplace: values.showOnMarketplace,
    images: media.map((f) => f.ipfsHash),
    leaseDocuments: documents.map((d) => ({ ipfsHash: d.ipfsHash, filename: d.name, url: d.url, type: 'lease-agreement' as const })),
  });
  const missingPostalCode = values.postalCode.trim() === '';
  if (!parsed.success || missingPostalCode) {
    const errors: ListingErrors = {
      ...(parsed.success
        ? {}
        : issueMessages(parsed.error.issues, i18n, (issue) => {
            const key = issue.path[0] as keyof ListingValues | undefined;
            return key !== undefined && key in LISTING_DEFAULTS ? key : 'form';
          })),
      ...(missingPostalCode ? { postalCode: i18n._(POSTAL_CODE_REQUIRED) } : {}),
    };
    return { ok: false as const, errors };
  }
  return { ok: true as const, input: parsed.data! };
}
