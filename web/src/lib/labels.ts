import { i18n as activeI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { ALL_PROPERTY_TYPES, FURNISHED_OPTIONS, PARKING_OPTIONS, PROPERTY_STATUSES } from '@hearth/api/contracts/property-enums';
import { PROVINCES, type Province } from '@hearth/api/contracts/provinces';
import type { ReportReason } from '@hearth/api/contracts/report';
import { fromGraphqlEnum } from './graphql-enum';

/** Why a listing is reported, in the order people read them (report dialog, admin queue). */
export const REPORT_REASON_LABELS: Record<ReportReason, MessageDescriptor> = {
  scam: msg`Scam or fraud`,
  unavailable: msg`No longer available`,
  inaccurate: msg`Wrong details, photos or price`,
  offensive: msg`Offensive content`,
  other: msg`Something else`,
};

// Enum labels are message descriptors, read in the locale when shown: pass the `i18n` of `useLingui()` (a server
// render has its own); without it, the client's active locale.
const PROPERTY_TYPE_LABELS: Record<string, MessageDescriptor> = {
  'house-detached': msg`House (detached)`,
  'house-semi-detached': msg`House (semi-detached)`,
  'house-attached': msg`House (attached)`,
  condo: msg`Condo`,
  townhouse: msg`Townhouse`,
  basement: msg`Basement`,
  apartment: msg`Apartment`,
  studio: msg`Studio`,
};
const FURNISHED_LABELS: Record<string, MessageDescriptor> = {
  unfurnished: msg`Unfurnished`,
  'partially-furnished': msg`Partially furnished`,
  'fully-furnished': msg`Fully furnished`,
};
const PARKING_LABELS: Record<string, MessageDescriptor> = {
  none: msg`No parking`,
  street: msg`Street parking`,
  'off-street': msg`Off-street parking`,
  'garage-1': msg`1-car garage`,
  'garage-2': msg`2-car garage`,
};
const STATUS_LABELS: Record<string, MessageDescriptor> = {
  pending: msg({ context: 'listing status', message: 'pending' }),
  approved: msg({ context: 'listing status', message: 'approved' }),
  rejected: msg({ context: 'listing status', message: 'rejected' }),
  rented: msg({ context: 'listing status', message: 'rented' }),
};
const PROVINCE_LABELS: Record<string, MessageDescriptor> = {
  ON: msg`Ontario`,
  BC: msg`British Columbia`,
  AB: msg`Alberta`,
  QC: msg`Quebec`,
  NS: msg`Nova Scotia`,
  NB: msg`New Brunswick`,
  MB: msg`Manitoba`,
  SK: msg`Saskatchewan`,
  PE: msg`Prince Edward Island`,
  NL: msg`Newfoundland and Labrador`,
};

/** Labels accept the spec value ('house-detached') or its GraphQL enum name ('house_detached'). */
const label =
  (labels: Record<string, MessageDescriptor>, values: readonly string[]) =>
  (value: string | null | undefined, i18n: I18n = activeI18n): string => {
    if (!value) return '';
    const spec = values.includes(value) ? value : fromGraphqlEnum(value, values);
    const descriptor = spec ? labels[spec] : undefined;
    return descriptor ? i18n._(descriptor) : value;
  };

export const propertyTypeLabel = label(PROPERTY_TYPE_LABELS, ALL_PROPERTY_TYPES);
export const furnishedLabel = label(FURNISHED_LABELS, FURNISHED_OPTIONS);
export const parkingLabel = label(PARKING_LABELS, PARKING_OPTIONS);
/** A listing's status as its badge shows it ('approved'; the badge writes it in sentence case). */
export const propertyStatusLabel = label(STATUS_LABELS, PROPERTY_STATUSES);
/** 'Quebec' / « Québec » for 'QC'. */
export const provinceLabel = label(PROVINCE_LABELS, PROVINCES);

/** The provinces as a picker offers them: by name, in the reader's language and its alphabetical order. */
export function provinceChoices(i18n: I18n = activeI18n): Province[] {
  const collator = new Intl.Collator(i18n.locale);
  return [...PROVINCES].sort((a, b) => collator.compare(provinceLabel(a, i18n), provinceLabel(b, i18n)));
}

/** 'Studio' for 0 bedrooms (docs/product.md#business-constants), else the count. */
export function bedroomsLabel(bedrooms: number, i18n: I18n = activeI18n): string {
  return bedrooms === 0 ? i18n._(msg`Studio`) : i18n._(msg({ message: plural(bedrooms, { one: '# bedroom', other: '# bedrooms' }) }));
}
