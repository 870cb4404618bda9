import { Entity, Enum, PrimaryKey, Property as Column, type Opt } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType } from 'type-graphql';
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

/** A rental listing (spec §3 properties). simpleResolvers: plain fields skip type-graphql's per-field wrapper (browse hot path). */
@ObjectType('Property', { description: 'A rental listing. Amounts are whole Canadian dollars per month.', simpleResolvers: true })
@Entity({ tableName: 'properties' })
export class PropertyListing {
  @Field(() => Int, { description: 'Listing id.' })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => String, { description: 'Headline of the listing.' })
  @Column({ type: 'text' })
  title!: string;

  @Field(() => String, { nullable: true, description: 'Free-text description; null if none.' })
  @Column({ type: 'text', nullable: true })
  description: string | null = null;

  @Field(() => String, { description: 'Street address.' })
  @Column({ type: 'text' })
  address!: string;

  @Field(() => String, { description: 'City of the address.' })
  @Column({ type: 'text' })
  city!: string;

  @Field(() => ProvinceEnum, { description: 'Province of the address.' })
  @Enum({ items: () => [...PROVINCES], type: 'text' })
  province!: Province;

  @Field(() => PropertyTypeEnum, { description: 'Kind of dwelling.' })
  @Enum({ items: () => [...ALL_PROPERTY_TYPES], type: 'text' })
  propertyType!: PropertyType;

  @Field(() => Int, { description: '0 means studio.' })
  @Column({ type: 'integer' })
  bedrooms!: number;

  @Field(() => Float, { description: 'Half steps, e.g. 1.5.' })
  @Column({ type: 'decimal', precision: 3, scale: 1, runtimeType: 'number' })
  bathrooms!: number;

  @Field(() => Int, { nullable: true, description: 'Square feet, when known.' })
  @Column({ type: 'integer', nullable: true })
  sqft: number | null = null;

  @Field(() => FurnishedEnum, { description: 'How furnished it is (default unfurnished).' })
  @Enum({ items: () => [...FURNISHED_OPTIONS], type: 'text', default: 'unfurnished' })
  furnished: Opt<Furnished> = 'unfurnished';

  @Field(() => ParkingEnum, { description: 'Parking included (default none).' })
  @Enum({ items: () => [...PARKING_OPTIONS], type: 'text', default: 'none' })
  parking: Opt<Parking> = 'none';

  @Field(() => Int, { description: 'Monthly rent in whole CAD.' })
  @Column({ type: 'integer' })
  monthlyRent!: number;

  @Field(() => String, { nullable: true, description: 'Available-from date (YYYY-MM-DD).' })
  @Column({ type: 'date', nullable: true })
  leaseStartDate: string | null = null;

  @Field(() => String, { nullable: true, description: 'Date (YYYY-MM-DD) the offered term ends.' })
  @Column({ type: 'date', nullable: true })
  leaseEndDate: string | null = null;

  @Field(() => [String], { description: 'Amenities from the fixed list (e.g. Pet Friendly, Dishwasher).' })
  @Column({ type: 'text[]', default: '{}' })
  amenities: Opt<string[]> = [];

  @Field(() => [String], { description: 'Image addresses or content ids (cid) of the media, first is the cover.' })
  @Column({ type: 'text[]', default: '{}' })
  images: Opt<string[]> = [];

  @Field(() => PropertyStatusEnum, { description: 'Review status: pending until an admin approves or rejects it.' })
  @Enum({ items: () => [...PROPERTY_STATUSES], type: 'text', default: 'approved' })
  status: Opt<PropertyStatus> = 'approved';

  @Field(() => Boolean, { description: 'Listed on the public marketplace.' })
  @Column({ type: 'boolean', default: true })
  showOnMarketplace: Opt<boolean> = true;

  @Field(() => String, {
    nullable: true,
    description: 'Why an administrator hid the listing from the marketplace (after a report); null when not hidden by moderation.',
  })
  @Column({ type: 'text', nullable: true })
  moderationReason: string | null = null;

  /** The landlord is suspended: off the marketplace until unsuspended (mirrors users.suspended_at, same transaction). */
  @Column({ type: 'boolean', default: false })
  ownerSuspended: Opt<boolean> = false;

  @Field(() => Int, { description: 'The landlord who listed it.' })
  @Column({ type: 'integer' })
  ownerId!: number;

  @Field(() => Date, { description: 'When it was listed.' })
  @Column({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Field(() => Date, { description: 'When it last changed.' })
  @Column({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
