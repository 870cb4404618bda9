import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { graphqlEnum } from '../../common/graphql-enum.js';
import {
  REPAIR_CATEGORIES,
  REPAIR_PARTIES,
  REPAIR_STATUSES,
  REPAIR_URGENCIES,
  type RepairCategory,
  type RepairParty,
  type RepairStatus,
  type RepairUrgency,
} from '../../contracts/index.js';

export const RepairCategoryEnum = graphqlEnum(REPAIR_CATEGORIES, 'RepairCategory', 'What needs repairing.', {
  plumbing: 'Leaks, drains, toilets, taps, water heater.',
  heating: 'Heating and hot air or water.',
  electrical: 'Wiring, outlets, switches, breakers, lights.',
  appliance: 'An appliance that came with the home.',
  'doors-and-locks': 'Doors, locks, windows that close and lock.',
  pests: 'Insects or rodents.',
  mould: 'Mould or damp.',
  structure: 'Walls, floors, ceilings, roof, stairs.',
  other: 'Anything else.',
});

export const RepairUrgencyEnum = graphqlEnum(REPAIR_URGENCIES, 'RepairUrgency', 'How soon a repair is needed.', {
  emergency: 'Health, safety or the home at risk now: no heat in winter, flooding, no water, gas, a lock that does not close. Listed first.',
  urgent: 'Needed within days.',
  routine: 'Can wait for a convenient time.',
});

export const RepairStatusEnum = graphqlEnum(REPAIR_STATUSES, 'RepairStatus', 'Where a repair request stands.', {
  open: 'Filed (or reopened by the tenant); waiting for the landlord.',
  acknowledged: 'The landlord has seen it.',
  scheduled: 'The landlord has planned the work.',
  in_progress: 'The work is under way.',
  resolved: 'The landlord says it is fixed; the tenant confirms (closed) or reopens it.',
  closed: 'The tenant confirmed the repair.',
});

export const RepairPartyEnum = graphqlEnum(REPAIR_PARTIES, 'RepairParty', 'A party of a repair request.', {
  tenant: 'The tenant who filed it.',
  landlord: "The lease's landlord.",
});

@ObjectType('RepairRequest', { description: 'A repair a tenant asked for on their lease; seen by its two parties and admins.' })
export class RepairRequestView {
  @Field(() => Int, { description: 'Request id.' })
  id!: number;

  @Field(() => Int, { description: 'The lease it was filed on.' })
  leaseId!: number;

  @Field(() => Int, { description: 'The leased property.' })
  propertyId!: number;

  @Field(() => String, { description: "The property's title." })
  propertyTitle!: string;

  @Field(() => Int, { description: "The lease's landlord." })
  landlordId!: number;

  @Field(() => String, { nullable: true, description: "The landlord's name." })
  landlordName!: string | null;

  @Field(() => Int, { description: 'The tenant who filed it.' })
  tenantId!: number;

  @Field(() => String, { nullable: true, description: "The tenant's name." })
  tenantName!: string | null;

  @Field(() => RepairCategoryEnum, { description: 'What needs repairing.' })
  category!: RepairCategory;

  @Field(() => String, { description: 'What is wrong, in the tenant’s words.' })
  description!: string;

  @Field(() => RepairUrgencyEnum, { description: 'emergency, urgent or routine; emergencies are listed first.' })
  urgency!: RepairUrgency;

  @Field(() => [String], { description: 'Content ids of the photos; served only to the two parties and admins.' })
  photos!: string[];

  @Field(() => Boolean, { description: 'The tenant allows entry to do the work without being home (notice rules still apply).' })
  entryPermission!: boolean;

  @Field(() => RepairStatusEnum, { description: 'Where it stands.' })
  status!: RepairStatus;

  @Field(() => Date, { description: 'When it was filed.' })
  createdAt!: Date;

  @Field(() => Date, { description: 'Last change (status or comment).' })
  updatedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the landlord marked it resolved; null before, and again once reopened.' })
  resolvedAt!: Date | null;

  @Field(() => Float, { description: 'Hours it has waited: from filing until resolved, or until now while waiting.' })
  waitedHours!: number;

  @Field(() => RepairPartyEnum, { nullable: true, description: 'Which party the caller is; null for an admin.' })
  viewerSide!: RepairParty | null;

  @Field(() => [RepairStatusEnum], { description: 'The statuses the caller may move it to now.' })
  nextStatuses!: RepairStatus[];
}

@ObjectType('RepairTimelineEntry', { description: 'One status change of a repair request.' })
export class RepairTimelineEntry {
  @Field(() => Int, { nullable: true, description: 'Who made it; null once their account is deleted.' })
  actorId!: number | null;

  @Field(() => String, { nullable: true, description: 'Their name.' })
  actorName!: string | null;

  @Field(() => RepairStatusEnum, { nullable: true, description: 'The status before; null when filed.' })
  fromStatus!: RepairStatus | null;

  @Field(() => RepairStatusEnum, { description: 'The status after.' })
  toStatus!: RepairStatus;

  @Field(() => Date, { description: 'When.' })
  at!: Date;
}

@ObjectType('RepairComment', { description: 'A comment in the thread of a repair request.' })
export class RepairCommentView {
  @Field(() => Int, { description: 'Comment id.' })
  id!: number;

  @Field(() => Int, { nullable: true, description: 'Its author; null once their account is deleted.' })
  authorId!: number | null;

  @Field(() => String, { nullable: true, description: "The author's name." })
  authorName!: string | null;

  @Field(() => String, { description: 'The comment.' })
  body!: string;

  @Field(() => [String], { description: 'Content ids of its photos (private to the two parties and admins).' })
  photos!: string[];

  @Field(() => Date, { description: 'When it was written.' })
  createdAt!: Date;
}

@ObjectType('RepairRequestDetail', { description: 'A repair request with its timeline and comment thread.' })
export class RepairRequestDetail extends RepairRequestView {
  @Field(() => [RepairTimelineEntry], { description: 'Every status change, oldest first.' })
  timeline!: RepairTimelineEntry[];

  @Field(() => [RepairCommentView], { description: 'The comment thread, oldest first.' })
  comments!: RepairCommentView[];
}

@InputType('RepairRequestInput', { description: 'A new repair request.' })
export class RepairRequestInput {
  @Field(() => RepairCategoryEnum, { description: 'What needs repairing.' })
  category!: RepairCategory;

  @Field(() => String, { description: 'What is wrong (1 to 4,000 characters).' })
  description!: string;

  @Field(() => RepairUrgencyEnum, { description: 'emergency, urgent or routine.' })
  urgency!: RepairUrgency;

  @Field(() => [String], { nullable: true, description: 'Content ids of photos the tenant uploaded (purpose private-image), up to 10.' })
  photos?: string[] | null;

  @Field(() => Boolean, { nullable: true, description: 'Allow entry to do the work without being home.' })
  entryPermission?: boolean | null;
}
