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
import { graphqlEnum } from '../../graphql/enums.js';

export const PropertyStatusEnum = graphqlEnum(PROPERTY_STATUSES, 'PropertyStatus', 'Review status of a listing.');
export const PropertyTypeEnum = graphqlEnum(ALL_PROPERTY_TYPES, 'PropertyType', 'Kind of dwelling.');
export const ProvinceEnum = graphqlEnum(PROVINCES, 'Province', 'Canadian province code.');
export const FurnishedEnum = graphqlEnum(FURNISHED_OPTIONS, 'Furnished', 'How furnished the dwelling is.');
export const ParkingEnum = graphqlEnum(PARKING_OPTIONS, 'Parking', 'Parking that comes with the dwelling.');

/** A rental listing (spec §3 properties). simpleResolvers: plain fields skip type-graphql's per-field wrapper (browse hot path). */
@ObjectType('Property', { description: 'A rental listing. Amounts are whole Canadian dollars per month.', simpleResolvers: true })
@Entity({ tableName: 'properties' })
export class PropertyListing {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => String)
  @Column({ type: 'text' })
  title!: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  description: string | null = null;

  @Field(() => String, { description: 'Street address.' })
  @Column({ type: 'text' })
  address!: string;

  @Field(() => String)
  @Column({ type: 'text' })
  city!: string;

  @Field(() => ProvinceEnum)
  @Enum({ items: () => [...PROVINCES], type: 'text' })
  province!: Province;

  @Field(() => PropertyTypeEnum)
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

  @Field(() => FurnishedEnum)
  @Enum({ items: () => [...FURNISHED_OPTIONS], type: 'text', default: 'unfurnished' })
  furnished: Opt<Furnished> = 'unfurnished';

  @Field(() => ParkingEnum)
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

  @Field(() => [String])
  @Column({ type: 'text[]', default: '{}' })
  amenities: Opt<string[]> = [];

  @Field(() => [String], { description: 'Image addresses or content ids (cid) of the media, first is the cover.' })
  @Column({ type: 'text[]', default: '{}' })
  images: Opt<string[]> = [];

  @Field(() => PropertyStatusEnum)
  @Enum({ items: () => [...PROPERTY_STATUSES], type: 'text', default: 'approved' })
  status: Opt<PropertyStatus> = 'approved';

  @Field(() => Boolean, { description: 'Listed on the public marketplace.' })
  @Column({ type: 'boolean', default: true })
  showOnMarketplace: Opt<boolean> = true;

  @Field(() => Int)
  @Column({ type: 'integer' })
  ownerId!: number;

  @Field(() => Date)
  @Column({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Field(() => Date)
  @Column({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
