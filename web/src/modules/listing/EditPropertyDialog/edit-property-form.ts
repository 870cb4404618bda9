import type { I18n } from '@lingui/core';
import { propertyUpdateSchema, type PropertyUpdateInput } from '@hearth/api/contracts/property.schema';
import type { PropertyRow } from '../../property/property.model';
import type { MapPoint } from '../../map';
import type { ListingTexts } from '../ListProperty/listing-form';
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
    pin: null,
  };
}

const orZero = (n: number) => (Number.isFinite(n) ? n : 0);

/**
 * The edit form's numeric rules (docs/product.md#validation-rules): an empty number becomes 0, an empty sqft becomes null and empty
 * bathrooms become '1'; then the shared update schema checks the result.
 */
export function toPropertyUpdate(values: EditPropertyValues, i18n: I18n): { ok: true; input: PropertyUpdateInput } | { ok: false; errors: EditPropertyErrors } {
  const { pin, ...fields } = values;
  const candidate = {
    ...fields,
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
