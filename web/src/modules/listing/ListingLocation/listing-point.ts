import { PROVINCES, type Province } from '@hearth/api/contracts/provinces';
import { geocode } from '@hearth/api/contracts/geocoding';
import type { MapPoint } from '../../map';

/** What places a listing, as the forms hold it. */
export interface ListingPlace {
  address: string;
  city: string;
  province: string;
  postalCode: string;
}

const isProvince = (value: string): value is Province => (PROVINCES as readonly string[]).includes(value);
const samePlace = (a: ListingPlace, b: ListingPlace) =>
  a.address === b.address && a.city === b.city && a.province === b.province && a.postalCode.trim().toUpperCase() === b.postalCode.trim().toUpperCase();

/**
 * Where the form's map puts the pin: where the landlord moved it, else the saved point while the place is as
 * saved, else the place geocoded like the server will (same tables); null until a province is chosen.
 */
export function shownPoint(place: ListingPlace, pin: MapPoint | null, saved?: { place: ListingPlace; point: MapPoint | null }): MapPoint | null {
  if (pin) return pin;
  if (saved?.point && samePlace(place, saved.place)) return saved.point;
  if (!isProvince(place.province)) return null;
  const { latitude, longitude } = geocode({ postalCode: place.postalCode, city: place.city, province: place.province });
  return { latitude, longitude };
}
