import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import {
  PROPERTY_STATUSES,
  type Furnished,
  type Parking,
  type PropertyStatus,
  type PropertyType,
  type Province,
} from '../../contracts/index.js';
import { graphqlEnum } from '../../graphql/enums.js';
import { FurnishedEnum, ParkingEnum, PropertyListing, PropertyStatusEnum, PropertyTypeEnum, ProvinceEnum } from './property.entity.js';

export const PropertyStatusFilterEnum = graphqlEnum(
  ['all', ...PROPERTY_STATUSES] as const,
  'PropertyStatusFilter',
  'Status filter of a browse; all = every status the caller may see.',
);

@InputType({ description: 'Browse filter (spec §3). Leave a field out for no filter; bedrooms is a minimum.' })
export class PropertyFilterInput {
  @Field(() => String, { nullable: true, description: 'City, matched case-insensitively.' })
  city?: string | null;

  @Field(() => PropertyTypeEnum, { nullable: true })
  propertyType?: PropertyType | null;

  @Field(() => Int, { nullable: true })
  minRent?: number | null;

  @Field(() => Int, { nullable: true })
  maxRent?: number | null;

  @Field(() => Int, { nullable: true, description: 'At least this many bedrooms.' })
  bedrooms?: number | null;

  @Field(() => PropertyStatusFilterEnum, {
    nullable: true,
    description: 'Default approved (the marketplace). Non-admins see other statuses only for their own listings.',
  })
  status?: 'all' | PropertyStatus | null;

  @Field(() => Boolean, { nullable: true, description: 'Default true when no status is given.' })
  showOnMarketplace?: boolean | null;
}

@InputType({ description: 'A lease document uploaded for a new listing (stored as a lease-agreement document).' })
export class LeaseDocumentInput {
  @Field(() => String, { description: 'IPFS content id of the uploaded file.' })
  ipfsHash!: string;

  @Field(() => String)
  filename!: string;

  @Field(() => String, { nullable: true })
  url?: string | null;
}

@InputType({ description: 'Fields of a listing that its owner can change (spec §7 PUT).' })
class PropertyFieldsInput {
  @Field(() => String, { nullable: true, description: 'Null clears it.' })
  description?: string | null;

  @Field(() => Int, { nullable: true, description: 'Square feet; null clears it.' })
  sqft?: number | null;

  @Field(() => FurnishedEnum, { nullable: true })
  furnished?: Furnished | null;

  @Field(() => ParkingEnum, { nullable: true })
  parking?: Parking | null;

  @Field(() => Boolean, { nullable: true, description: 'Listed (true) or hidden (false).' })
  showOnMarketplace?: boolean | null;
}

@InputType({ description: 'A new listing (spec §5). It starts pending until an admin approves it.' })
export class PropertyCreateInput extends PropertyFieldsInput {
  @Field(() => String)
  title!: string;

  @Field(() => String)
  address!: string;

  @Field(() => String)
  city!: string;

  @Field(() => ProvinceEnum)
  province!: Province;

  @Field(() => PropertyTypeEnum)
  propertyType!: PropertyType;

  @Field(() => Int)
  bedrooms!: number;

  @Field(() => Float, { description: 'Half steps.' })
  bathrooms!: number;

  @Field(() => Int)
  monthlyRent!: number;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' })
  leaseStartDate?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, after leaseStartDate.' })
  leaseEndDate?: string | null;

  @Field(() => [String], { nullable: true, description: 'From the amenity list of spec §9.' })
  amenities?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Gateway addresses or content ids; the first is the cover.' })
  images?: string[] | null;

  @Field(() => [LeaseDocumentInput], { nullable: true })
  leaseDocuments?: LeaseDocumentInput[] | null;
}

@InputType({ description: 'Partial update. Owners change fields and visibility; admins change status (pending -> approved/rejected).' })
export class PropertyUpdateInput extends PropertyFieldsInput {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  address?: string | null;

  @Field(() => String, { nullable: true })
  city?: string | null;

  @Field(() => ProvinceEnum, { nullable: true })
  province?: Province | null;

  @Field(() => PropertyTypeEnum, { nullable: true })
  propertyType?: PropertyType | null;

  @Field(() => Int, { nullable: true })
  bedrooms?: number | null;

  @Field(() => Float, { nullable: true })
  bathrooms?: number | null;

  @Field(() => Int, { nullable: true })
  monthlyRent?: number | null;

  @Field(() => PropertyStatusEnum, { nullable: true, description: 'Admins only.' })
  status?: PropertyStatus | null;
}

@ObjectType({ description: 'Where a page ends (keyset pagination).', simpleResolvers: true })
export class PageInfo {
  @Field(() => Boolean)
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `after` to get the next page.' })
  endCursor!: string | null;
}

@ObjectType({ simpleResolvers: true })
export class PropertyEdge {
  @Field(() => String)
  cursor!: string;

  @Field(() => PropertyListing)
  node!: PropertyListing;
}

@ObjectType({ description: 'One page of listings, newest first.', simpleResolvers: true })
export class PropertyConnection {
  @Field(() => [PropertyEdge])
  edges!: PropertyEdge[];

  @Field(() => [PropertyListing])
  nodes!: PropertyListing[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;
}

/** Input objects from GraphQL as plain data for the zod contracts: nulls mean 'not given' except where they clear. */
export function graphqlInput(input: object, nullable: readonly string[] = []): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([key, value]) => value !== undefined && (value !== null || nullable.includes(key))));
}
