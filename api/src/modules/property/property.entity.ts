import type { Opt } from '@mikro-orm/core';
import {
  ALL_PROPERTY_TYPES,
  FURNISHED_OPTIONS,
  PARKING_OPTIONS,
  PROPERTY_STATUSES,
  PROVINCES,
  type Furnished,
  type Parking,
  type PropertyStatus,
  type PropertyType,
  type Province,
} from '../../contracts/index.js';
import { Column, EnumColumn, Row, Table } from '../../common/columns.js';
import { graphqlEnum } from '../../common/graphql-enum.js';

/** Meaning of each review status; PropertyStatusFilter reuses it. */
export const PROPERTY_STATUS_TEXTS = {
  pending: 'Awaiting admin review (new listings start here).',
  approved: 'Approved by an admin; shown on the marketplace when listed.',
  rejected: 'Rejected by an admin.',
  rented: 'Rented out.',
} as const;

export const PropertyStatusEnum = graphqlEnum(PROPERTY_STATUSES, 'PropertyStatus', 'Review status of a listing.', PROPERTY_STATUS_TEXTS);
export const PropertyTypeEnum = graphqlEnum(ALL_PROPERTY_TYPES, 'PropertyType', 'Kind of dwelling.', {
  'house-detached': 'Detached house.',
  'house-semi-detached': 'Semi-detached house.',
  'house-attached': 'Attached (row) house.',
  condo: 'Condominium unit.',
  townhouse: 'Townhouse.',
  basement: 'Basement unit.',
  apartment: 'Apartment (a browse filter value).',
  studio: 'Studio (a browse filter value).',
});
export const ProvinceEnum = graphqlEnum(PROVINCES, 'Province', 'Canadian province code.', {
  ON: 'Ontario.',
  BC: 'British Columbia.',
  AB: 'Alberta.',
  QC: 'Quebec.',
  NS: 'Nova Scotia.',
  NB: 'New Brunswick.',
  MB: 'Manitoba.',
  SK: 'Saskatchewan.',
  PE: 'Prince Edward Island.',
  NL: 'Newfoundland and Labrador.',
});
export const FurnishedEnum = graphqlEnum(FURNISHED_OPTIONS, 'Furnished', 'How furnished the dwelling is.', {
  unfurnished: 'No furniture (default).',
  'partially-furnished': 'Some furniture.',
  'fully-furnished': 'Fully furnished.',
});
export const ParkingEnum = graphqlEnum(PARKING_OPTIONS, 'Parking', 'Parking that comes with the dwelling.', {
  none: 'No parking (default).',
  street: 'Street parking.',
  'off-street': 'Off-street spot (driveway or lot).',
  'garage-1': 'One garage space.',
  'garage-2': 'Two garage spaces.',
});

/** A rental listing (docs/product.md#entities). simpleResolvers: plain fields skip type-graphql's per-field wrapper (browse hot path). */
@Table('properties', {
  name: 'Property',
  description: 'A rental listing. Amounts are whole Canadian dollars per month.',
  simpleResolvers: true,
  id: 'Listing id.',
  createdAt: 'When it was listed.',
})
export class PropertyListing extends Row {
  @Column('text', { field: 'Headline of the listing.' })
  title!: string;

  @Column('text', { nullable: true, field: 'Free-text description; null if none.' })
  description: string | null = null;

  @Column('text', { nullable: true, field: 'French title, when the owner gave one beside the main title; null otherwise.' })
  titleFr: string | null = null;

  @Column('text', { nullable: true, field: 'French description, when the owner gave one; null otherwise.' })
  descriptionFr: string | null = null;

  @Column('text', { field: 'Street address.' })
  address!: string;

  @Column('text', { field: 'City of the address.' })
  city!: string;

  @Column('text', { nullable: true, field: "Neighbourhood within the city ('Plateau-Mont-Royal'), when the owner gave one; null otherwise." })
  neighbourhood: string | null = null;

  @Column('text', { nullable: true, field: 'Canadian postal code of the address (A1A 1A1); null when not given.' })
  postalCode: string | null = null;

  @Column('double', { field: "Latitude of the map pin (WGS 84): the landlord's pin, else geocoded from the address when saved." })
  latitude!: number;

  @Column('double', { field: "Longitude of the map pin (WGS 84): the landlord's pin, else geocoded from the address when saved." })
  longitude!: number;

  @EnumColumn(PROVINCES, { graphqlType: ProvinceEnum, field: 'Province of the address.' })
  province!: Province;

  @EnumColumn(ALL_PROPERTY_TYPES, { graphqlType: PropertyTypeEnum, field: 'Kind of dwelling.' })
  propertyType!: PropertyType;

  @Column('integer', { field: '0 means studio.' })
  bedrooms!: number;

  @Column('decimal', { precision: 3, scale: 1, runtimeType: 'number', field: 'Half steps, e.g. 1.5.' })
  bathrooms!: number;

  @Column('integer', { nullable: true, field: 'Square feet, when known.' })
  sqft: number | null = null;

  @EnumColumn(FURNISHED_OPTIONS, { default: 'unfurnished', graphqlType: FurnishedEnum, field: 'How furnished it is (default unfurnished).' })
  furnished: Opt<Furnished> = 'unfurnished';

  @EnumColumn(PARKING_OPTIONS, { default: 'none', graphqlType: ParkingEnum, field: 'Parking included (default none).' })
  parking: Opt<Parking> = 'none';

  @Column('integer', { field: 'Monthly rent in whole CAD.' })
  monthlyRent!: number;

  @Column('date', { nullable: true, field: 'Available-from date (YYYY-MM-DD).' })
  leaseStartDate: string | null = null;

  @Column('date', { nullable: true, field: 'Date (YYYY-MM-DD) the offered term ends.' })
  leaseEndDate: string | null = null;

  @Column('date', {
    nullable: true,
    field: "The day (YYYY-MM-DD) the unit was first lived in, when the landlord gave it; in Ontario, a unit first occupied after 15 November 2018 is exempt from the rent increase guideline.",
  })
  firstOccupiedOn: string | null = null;

  @Column('text[]', { default: '{}', field: 'Amenities from the fixed list (e.g. Pet Friendly, Dishwasher).' })
  amenities: Opt<string[]> = [];

  @Column('text[]', { default: '{}', field: 'Image addresses or content ids (cid) of the media, first is the cover.' })
  images: Opt<string[]> = [];

  @EnumColumn(PROPERTY_STATUSES, { default: 'approved', graphqlType: PropertyStatusEnum, field: 'Review status: pending until an admin approves or rejects it.' })
  status: Opt<PropertyStatus> = 'approved';

  @Column('boolean', { default: true, field: 'Listed on the public marketplace.' })
  showOnMarketplace: Opt<boolean> = true;

  /** The admin's reason for their last decision (review or hide); GraphQL field: PropertyResolver.moderationReason (owner and admins). */
  @Column('text', { nullable: true })
  moderationReason: string | null = null;

  @Column('boolean', { default: false, field: 'An administrator hid the listing from the marketplace after a report; its owner cannot list it again.' })
  hiddenByModeration: Opt<boolean> = false;

  /** The landlord is suspended: off the marketplace until unsuspended (mirrors users.suspended_at, same transaction). */
  @Column('boolean', { default: false })
  ownerSuspended: Opt<boolean> = false;

  @Column('integer', { field: 'The landlord who listed it.' })
  ownerId!: number;


  @Column('datetime', { defaultRaw: 'now()', onUpdate: () => new Date(), field: 'When it last changed.' })
  updatedAt: Opt<Date> = new Date();
}
