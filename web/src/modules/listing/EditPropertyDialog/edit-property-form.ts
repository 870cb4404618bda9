import type { I18n } from '@lingui/core';
import { propertyUpdateSchema, type PropertyUpdateInput } from '@hearth/api/contracts/property.schema';
import type { PropertyRow } from '../../property/property.model';
import type { MapPoint } from '../../map';
import type { ListingTexts } from '../ListProperty/listing-form';
import type { ListingFile } from '../ListingFiles/upload-list';
import { issueMessages } from '../../common/contract-message';

/** What the Edit Property dialog holds while typing; number fields are NaN when left empty. */
export interface EditPropertyValues extends ListingTexts {
  monthlyRent: number;
  furnished: string;
  bedrooms: number;
  bathrooms: number;
  sqft: number;
  /** 'YYYY-MM-DD' or '' (FirstOccupiedField); '' clears it. */
  firstOccupiedOn: string;
  parking: string;
  showOnMarketplace: boolean;
  amenities: string[];
  /** Where the landlord moved the map pin in this dialog; null keeps the saved point (or the new address's). */
  pin: MapPoint | null;
}

export type EditPropertyErrors = Partial<Record<keyof EditPropertyValues, string>>;

export function editValuesFrom(property: PropertyRow): EditPropertyValues {
  return {
    title: property.title,
    monthlyRent: property.monthlyRent,
    description: property.description ?? '',
    titleFr: property.titleFr ?? '',
    descriptionFr: property.descriptionFr ?? '',
    address: property.address,
    city: property.city,
    neighbourhood: property.neighbourhood ?? '',
    province: property.province,
    postalCode: property.postalCode ?? '',
    propertyType: property.propertyType,
    furnished: property.furnished,
    bedrooms: property.bedrooms,
    bathrooms: Number(property.bathrooms),
    sqft: property.sqft ?? Number.NaN,
    firstOccupiedOn: property.firstOccupiedOn ?? '',
    parking: property.parking,
    showOnMarketplace: property.showOnMarketplace,
    amenities: [...(property.amenities ?? [])],
    pin: null,
  };
}

const orZero = (n: number) => (Number.isFinite(n) ? n : 0);

/** The listing as it was and the dialog's stored files: the gallery in its order, the lease documents to add. */
export interface EditedFiles {
  property: Pick<PropertyRow, 'images' | 'amenities'>;
  media: readonly ListingFile[];
  documents: readonly ListingFile[];
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Only what changed goes to the server: the gallery (a photo the listing shows is sent as it is stored, a new one by
 * its content id) and the amenities when they differ, the new lease documents when there are some.
 */
function changedFiles({ property, media, documents }: EditedFiles, amenities: string[]) {
  const images = media.map((f) => (property.images.includes(f.id) ? f.id : f.ipfsHash));
  const before = property.amenities ?? [];
  const sameAmenities = amenities.length === before.length && amenities.every((a) => before.includes(a));
  return {
    ...(sameList(images, property.images) ? {} : { images }),
    ...(sameAmenities ? {} : { amenities }),
    ...(documents.length ? { leaseDocuments: documents.map((d) => ({ ipfsHash: d.ipfsHash, filename: d.name })) } : {}),
  };
}

/**
 * The edit form's numeric rules (docs/product.md#validation-rules): an empty number becomes 0, an empty sqft becomes null and empty
 * bathrooms become '1'; then the shared update schema checks the result.
 */
export function toPropertyUpdate(
  values: EditPropertyValues,
  i18n: I18n,
  files?: EditedFiles,
): { ok: true; input: PropertyUpdateInput } | { ok: false; errors: EditPropertyErrors } {
  const { pin, amenities, ...fields } = values;
  const candidate = {
    ...fields,
    ...(files ? changedFiles(files, amenities) : {}),
    latitude: pin?.latitude,
    longitude: pin?.longitude,
    monthlyRent: orZero(values.monthlyRent),
    bedrooms: orZero(values.bedrooms),
    bathrooms: Number.isFinite(values.bathrooms) ? String(values.bathrooms) : '1',
    sqft: Number.isFinite(values.sqft) && values.sqft > 0 ? values.sqft : null,
  };
  const parsed = propertyUpdateSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: issueMessages<keyof EditPropertyValues>(parsed.error.issues, i18n) };
}
