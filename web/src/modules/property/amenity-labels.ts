import { i18n as activeI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AMENITIES } from '@hearth/api/contracts/amenities';

type Amenity = (typeof AMENITIES)[number];

// The contracts' amenity values are their English labels (stored as such); shown, they are read in the locale.
const AMENITY_LABELS: Record<Amenity, MessageDescriptor> = {
  'Central Heating': msg`Central Heating`,
  'Central AC': msg`Central AC`,
  'Utilities Included': msg`Utilities Included`,
  'Laundry In-Unit': msg`Laundry In-Unit`,
  'Pet Friendly': msg`Pet Friendly`,
  'Balcony/Patio': msg`Balcony/Patio`,
  Dishwasher: msg`Dishwasher`,
  'Gym/Fitness Center': msg`Gym/Fitness Center`,
  'Swimming Pool': msg`Swimming Pool`,
  'Garden/Yard': msg`Garden/Yard`,
};

/** An amenity as shown in the locale (listing form, detail page); an unknown value as it is. */
export function amenityLabel(amenity: string, i18n: I18n = activeI18n): string {
  const descriptor = AMENITY_LABELS[amenity as Amenity];
  return descriptor ? i18n._(descriptor) : amenity;
}
