import { ALL_PROPERTY_TYPES, FURNISHED_OPTIONS, PARKING_OPTIONS, type ReportReason } from '@hearth/api/contracts';
import { fromGraphqlEnum } from './graphql-enum';

/** Why a listing is reported, in the order people read them (report dialog, admin queue). */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam: 'Scam or fraud',
  unavailable: 'No longer available',
  inaccurate: 'Wrong details, photos or price',
  offensive: 'Offensive content',
  other: 'Something else',
};

const PROPERTY_TYPE_LABELS: Record<string, string> = {
  'house-detached': 'House (detached)',
  'house-semi-detached': 'House (semi-detached)',
  'house-attached': 'House (attached)',
  condo: 'Condo',
  townhouse: 'Townhouse',
  basement: 'Basement',
  apartment: 'Apartment',
  studio: 'Studio',
};
const FURNISHED_LABELS: Record<string, string> = {
  unfurnished: 'Unfurnished',
  'partially-furnished': 'Partially furnished',
  'fully-furnished': 'Fully furnished',
};
const PARKING_LABELS: Record<string, string> = {
  none: 'No parking',
  street: 'Street parking',
  'off-street': 'Off-street parking',
  'garage-1': '1-car garage',
  'garage-2': '2-car garage',
};

/** Labels accept the spec value ('house-detached') or its GraphQL enum name ('house_detached'). */
const label = (labels: Record<string, string>, values: readonly string[]) => (value: string | null | undefined) => {
  if (!value) return '';
  const spec = values.includes(value) ? value : fromGraphqlEnum(value, values);
  return (spec && labels[spec]) || value;
};

export const propertyTypeLabel = label(PROPERTY_TYPE_LABELS, ALL_PROPERTY_TYPES);
export const furnishedLabel = label(FURNISHED_LABELS, FURNISHED_OPTIONS);
export const parkingLabel = label(PARKING_LABELS, PARKING_OPTIONS);

/** 'Studio' for 0 bedrooms (spec §9), else the count. */
export function bedroomsLabel(bedrooms: number): string {
  return bedrooms === 0 ? 'Studio' : `${bedrooms} bedroom${bedrooms === 1 ? '' : 's'}`;
}
