import { POSTAL_CODE_PROVINCE_MESSAGE, geocode, isPostalCodeInProvince, type Province } from '../../contracts/index.js';
import { invalidFields } from '../../common/domain-error.js';

/** What places a listing: its address, city, province and postal code. */
export interface ListingPlace {
  address: string;
  city: string;
  province: Province;
  postalCode: string | null;
}

export interface ListingPoint {
  latitude: number;
  longitude: number;
}

type PlaceInput = Partial<ListingPlace> & { latitude?: number | null; longitude?: number | null };

const PLACE_FIELDS = ['address', 'city', 'province', 'postalCode'] as const;

/**
 * The point to store for a listing being created (`stored` absent) or updated: the landlord's pin when they
 * placed one (the contract keeps it inside Canada), else the place geocoded from the bundled tables when any of
 * its fields changed; undefined when an update leaves the place and the pin as they are.
 * An update's postal code must still match the province once merged with the stored listing.
 */
export function locateListing(input: PlaceInput): ListingPoint;
export function locateListing(input: PlaceInput, stored: ListingPlace): ListingPoint | undefined;
export function locateListing(input: PlaceInput, stored?: ListingPlace): ListingPoint | undefined {
  // A form that sends the whole listing back changes only what differs: the landlord's pin survives a new title.
  const changed = PLACE_FIELDS.filter((field) => input[field] !== undefined && input[field] !== stored?.[field]);
  const place = { ...stored, ...Object.fromEntries(changed.map((field) => [field, input[field]])) } as ListingPlace;
  if (stored && changed.length > 0 && place.postalCode && !isPostalCodeInProvince(place.postalCode, place.province)) {
    throw invalidFields([{ path: 'postalCode', source: POSTAL_CODE_PROVINCE_MESSAGE }]);
  }
  if (input.latitude != null && input.longitude != null) return { latitude: input.latitude, longitude: input.longitude };
  if (stored && changed.length === 0) return undefined;
  const { latitude, longitude } = geocode(place);
  return { latitude, longitude };
}
