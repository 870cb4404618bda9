import { ArgsType, Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import {
  BROWSE_PAGE_SIZE,
  PROPERTY_SORTS,
  PROPERTY_STATUSES,
  type Furnished,
  type Parking,
  type PropertyStatus,
  type PropertyType,
  type Province,
} from '../../contracts/index.js';
import { graphqlEnum } from '../../common/graphql-enum.js';
import {
  FurnishedEnum,
  ParkingEnum,
  PROPERTY_STATUS_TEXTS,
  PropertyListing,
  PropertyStatusEnum,
  PropertyTypeEnum,
  ProvinceEnum,
} from './property.entity.js';

export const PropertyStatusFilterEnum = graphqlEnum(
  ['all', ...PROPERTY_STATUSES] as const,
  'PropertyStatusFilter',
  'Status filter of a browse; all = every status the caller may see.',
  { all: 'Every status the caller may see.', ...PROPERTY_STATUS_TEXTS },
);

export const PropertySortEnum = graphqlEnum(PROPERTY_SORTS, 'PropertySort', 'Order of a browse.', {
  newest: 'Newest listings first (default).',
  price_asc: 'Lowest monthly rent first.',
  price_desc: 'Highest monthly rent first.',
  relevance: 'Best text matches first (the default when `q` is given; newest without `q`).',
});

@InputType({ description: "A map's visible box in decimal degrees (WGS 84); south below north, west left of east." })
export class BoundingBox {
  @Field(() => Float, { description: 'Western edge (longitude, -180 to 180).' })
  west!: number;

  @Field(() => Float, { description: 'Southern edge (latitude, -90 to 90).' })
  south!: number;

  @Field(() => Float, { description: 'Eastern edge (longitude, -180 to 180).' })
  east!: number;

  @Field(() => Float, { description: 'Northern edge (latitude, -90 to 90).' })
  north!: number;
}

@InputType({ description: 'Browse filter. Leave a field out for no filter; bedrooms is a minimum.' })
export class PropertyFilterInput {
  @Field(() => String, {
    nullable: true,
    description: "Free text over title, description (English and French), address, city and neighbourhood; accent-blind, misspelt places tolerated ('Torono').",
  })
  q?: string | null;

  @Field(() => String, { nullable: true, description: 'City, matched case-insensitively.' })
  city?: string | null;

  @Field(() => PropertyTypeEnum, { nullable: true, description: 'Only this kind of dwelling.' })
  propertyType?: PropertyType | null;

  @Field(() => Int, { nullable: true, description: 'Monthly rent at least this (whole CAD).' })
  minRent?: number | null;

  @Field(() => Int, { nullable: true, description: 'Monthly rent at most this (whole CAD).' })
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

  @Field(() => Float, { nullable: true, description: 'At least this many bathrooms (half steps).' })
  bathrooms?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'true: partially or fully furnished; false: unfurnished.' })
  furnished?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'true: with parking (street, off-street or garage); false: none.' })
  parking?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: "true: with the 'Pet Friendly' amenity; false: without." })
  petFriendly?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: 'Available on or before this day (YYYY-MM-DD): the start date is that day or earlier, or none (available now).',
  })
  availableFrom?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'true: only listings whose rent went down within the last 30 days; false or null: no filter.' })
  priceDropped?: boolean | null;

  @Field(() => BoundingBox, { nullable: true, description: 'Only listings whose map pin lies inside this box.' })
  bbox?: BoundingBox | null;
}

@InputType({ description: 'A lease document uploaded for a new listing (stored as a lease-agreement document).' })
export class LeaseDocumentInput {
  @Field(() => String, { description: 'Content id of a PDF or DOCX you uploaded.' })
  ipfsHash!: string;

  @Field(() => String, { description: 'File name to show for the document.' })
  filename!: string;

  @Field(() => String, { nullable: true, description: 'Gateway address of the file, if known (informational).' })
  url?: string | null;
}

@InputType({ description: 'Fields of a listing that its owner can change (PUT /api/properties/{id}).' })
class PropertyFieldsInput {
  @Field(() => String, { nullable: true, description: 'Null clears it.' })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'The title in French, beside the main one; null or blank clears it.' })
  titleFr?: string | null;

  @Field(() => String, { nullable: true, description: 'The description in French; null or blank clears it.' })
  descriptionFr?: string | null;

  @Field(() => String, { nullable: true, description: "Neighbourhood within the city ('Plateau-Mont-Royal'); null or blank clears it." })
  neighbourhood?: string | null;

  @Field(() => Int, { nullable: true, description: 'Square feet; null clears it.' })
  sqft?: number | null;

  @Field(() => FurnishedEnum, { nullable: true, description: 'How furnished it is (default unfurnished).' })
  furnished?: Furnished | null;

  @Field(() => ParkingEnum, { nullable: true, description: 'Parking included (default none).' })
  parking?: Parking | null;

  @Field(() => Boolean, { nullable: true, description: 'Listed (true) or hidden (false).' })
  showOnMarketplace?: boolean | null;

  @Field(() => String, { nullable: true, description: 'Canadian postal code (A1A 1A1, any case, space optional), in the province; null or blank clears it.' })
  postalCode?: string | null;

  @Field(() => Float, { nullable: true, description: 'Map pin placed by the landlord, with longitude, inside Canada; omit it to place the listing from its address.' })
  latitude?: number | null;

  @Field(() => Float, { nullable: true, description: 'Map pin placed by the landlord, with latitude.' })
  longitude?: number | null;

  @Field(() => String, {
    nullable: true,
    description: "The day the unit was first lived in (YYYY-MM-DD, from 1800); null or blank clears it. In Ontario, a unit first occupied after 15 November 2018 is exempt from the rent increase guideline.",
  })
  firstOccupiedOn?: string | null;
}

@InputType({ description: 'A new listing. It starts pending until an admin approves it.' })
export class PropertyCreateInput extends PropertyFieldsInput {
  @Field(() => String, { description: 'Headline of the listing (required).' })
  title!: string;

  @Field(() => String, { description: 'Street address (required).' })
  address!: string;

  @Field(() => String, { description: 'City (required).' })
  city!: string;

  @Field(() => ProvinceEnum, { description: 'Province (required).' })
  province!: Province;

  @Field(() => PropertyTypeEnum, { description: 'Kind of dwelling (required).' })
  propertyType!: PropertyType;

  @Field(() => Int, { description: 'Number of bedrooms; 0 for a studio.' })
  bedrooms!: number;

  @Field(() => Float, { description: 'Half steps.' })
  bathrooms!: number;

  @Field(() => Int, { description: 'Monthly rent in whole CAD.' })
  monthlyRent!: number;

  @Field(() => String, { nullable: true, description: 'Available from: YYYY-MM-DD, or an ISO date-time standing for the day written in it.' })
  leaseStartDate?: string | null;

  @Field(() => String, { nullable: true, description: 'End of the offered term, after leaseStartDate: YYYY-MM-DD or an ISO date-time (its day).' })
  leaseEndDate?: string | null;

  @Field(() => [String], { nullable: true, description: 'From the amenity list (AMENITIES in the contracts).' })
  amenities?: string[] | null;

  @Field(() => [String], {
    nullable: true,
    description: 'Content ids (or /ipfs/ paths) of images and videos you uploaded, or outside http(s) addresses; the first is the cover.',
  })
  images?: string[] | null;

  @Field(() => [LeaseDocumentInput], { nullable: true, description: 'Lease documents uploaded beforehand; visible to you only.' })
  leaseDocuments?: LeaseDocumentInput[] | null;
}

@InputType({ description: 'Partial update. Owners change fields and visibility; admins change status (pending -> approved/rejected).' })
export class PropertyUpdateInput extends PropertyFieldsInput {
  @Field(() => String, { nullable: true, description: 'New headline.' })
  title?: string | null;

  @Field(() => String, { nullable: true, description: 'New street address.' })
  address?: string | null;

  @Field(() => String, { nullable: true, description: 'New city.' })
  city?: string | null;

  @Field(() => ProvinceEnum, { nullable: true, description: 'New province.' })
  province?: Province | null;

  @Field(() => PropertyTypeEnum, { nullable: true, description: 'New kind of dwelling.' })
  propertyType?: PropertyType | null;

  @Field(() => Int, { nullable: true, description: 'New number of bedrooms; 0 for a studio.' })
  bedrooms?: number | null;

  @Field(() => Float, { nullable: true, description: 'New number of bathrooms, in half steps.' })
  bathrooms?: number | null;

  @Field(() => Int, { nullable: true, description: 'New monthly rent in whole CAD.' })
  monthlyRent?: number | null;

  @Field(() => [String], { nullable: true, description: 'The whole new amenity list (AMENITIES in the contracts).' })
  amenities?: string[] | null;

  @Field(() => [String], {
    nullable: true,
    description: 'The whole new gallery, in order (the first is the cover): content ids (or /ipfs/ paths) of your uploads, or outside http(s) addresses.',
  })
  images?: string[] | null;

  @Field(() => [LeaseDocumentInput], { nullable: true, description: 'Lease documents uploaded beforehand, added to the listing’s; visible to you only.' })
  leaseDocuments?: LeaseDocumentInput[] | null;

  @Field(() => PropertyStatusEnum, { nullable: true, description: 'Admins only.' })
  status?: PropertyStatus | null;

  @Field(() => String, {
    nullable: true,
    description: 'Admins, with status: the reason the landlord is told (trimmed, 1 to 500 characters); optional.',
  })
  moderationReason?: string | null;
}

export const PlaceKindEnum = graphqlEnum(['city', 'neighbourhood'] as const, 'PlaceKind', 'What a suggested place is.', {
  city: 'A city.',
  neighbourhood: 'A neighbourhood within a city.',
});

@ObjectType({ description: 'A place of the city box, with how many public listings it has.', simpleResolvers: true })
export class PlaceSuggestion {
  @Field(() => PlaceKindEnum, { description: 'City or neighbourhood.' })
  kind!: 'city' | 'neighbourhood';

  @Field(() => String, { description: 'The place as landlords wrote it.' })
  name!: string;

  @Field(() => String, { description: 'Its city (the name itself for a city).' })
  city!: string;

  @Field(() => ProvinceEnum, { description: 'Its province.' })
  province!: Province;

  @Field(() => Int, { description: 'Public listings there.' })
  listings!: number;
}

@ArgsType()
export class PageArgs {
  @Field(() => Int, { nullable: true, description: `Page size, at least 1 and capped at 200: a larger one gives 200 (default ${BROWSE_PAGE_SIZE}).` })
  first?: number | null;

  @Field(() => String, { nullable: true, description: 'endCursor of the previous page; leave out for the first page.' })
  after?: string | null;
}

@ObjectType({ description: 'Where a page ends (keyset pagination).', simpleResolvers: true })
export class PageInfo {
  @Field(() => Boolean, { description: 'Whether another page follows this one.' })
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `after` to get the next page.' })
  endCursor!: string | null;
}

@ObjectType({ description: 'A listing with its position in the browse order.', simpleResolvers: true })
export class PropertyEdge {
  @Field(() => String, { description: 'Opaque position of this listing; pass as `after` to continue after it.' })
  cursor!: string;

  @Field(() => PropertyListing, { description: 'The listing.' })
  node!: PropertyListing;
}

@ObjectType({ description: 'One page of listings in the asked order.', simpleResolvers: true })
export class PropertyConnection {
  /** The count query behind `totalCount` (PropertyConnectionResolver), run only when a client selects it. */
  countTotal!: () => Promise<number>;

  @Field(() => [PropertyEdge], { description: 'The listings of this page, each with its cursor.' })
  edges!: PropertyEdge[];

  @Field(() => [PropertyListing], { description: 'The listings of this page (same order as edges).' })
  nodes!: PropertyListing[];

  @Field(() => PageInfo, { description: 'Whether and where the next page starts.' })
  pageInfo!: PageInfo;
}

@ObjectType({
  description: 'A listing\'s rent against the median of the public listings of its city with its bedroom count (the rent report\'s all-types row).',
  simpleResolvers: true,
})
export class RentComparison {
  @Field(() => Float, { description: 'The exact median asking rent of those listings (CAD a month).' })
  median!: number;

  @Field(() => Int, { description: 'How many public listings the median is of (at least 10).' })
  sampleSize!: number;

  @Field(() => Int, { description: 'round((rent − median) / median × 100): negative below the median, positive above.' })
  percentDiff!: number;
}

@ObjectType({ description: 'One rent a listing has had, and since when.' })
export class PriceHistoryEntry {
  @Field(() => Int, { description: 'Monthly rent in whole CAD.' })
  monthlyRent!: number;

  @Field(() => String, { description: 'When this rent took effect (ISO 8601 instant).' })
  from!: string;
}
