import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { graphqlEnum } from '../../common/graphql-enum.js';
import { ENTRY_URGENCIES, type EntryUrgency, type Province } from '../../contracts/index.js';
import { ProvinceEnum } from '../property/index.js';

export const EntryUrgencyEnum = graphqlEnum(ENTRY_URGENCIES, 'EntryUrgency', 'How urgent the work behind an entry is (the repair request’s urgency).', {
  emergency: 'An emergency: no notice is needed.',
  urgent: 'Urgent work: the province’s general notice.',
  routine: 'Routine work: the general notice, or longer where the act says so (New Brunswick: 7 days).',
});

/** A written notice of entry as its landlord and tenant see it (REST answers the same fields). */
@ObjectType('EntryNotice', { description: 'A landlord’s written notice of entering the home for a repair request; seen by its tenant and landlord.' })
export class EntryNoticeView {
  @Field(() => Int, { description: 'Notice id.' })
  id!: number;

  @Field(() => Int, { description: 'The repair request it is for.' })
  repairRequestId!: number;

  @Field(() => Int, { description: 'The property entered.' })
  propertyId!: number;

  @Field(() => Int, { description: 'The landlord who gave it.' })
  landlordId!: number;

  @Field(() => Int, { description: 'The tenant it was given to.' })
  tenantId!: number;

  @Field(() => ProvinceEnum, { description: 'The province whose rule it met.' })
  province!: Province;

  @Field(() => String, { description: 'The province’s time zone, e.g. America/Vancouver: times are shown in it.' })
  timeZone!: string;

  @Field(() => EntryUrgencyEnum, { description: 'The repair’s urgency when the notice was given.' })
  urgency!: EntryUrgency;

  @Field(() => Date, { description: 'When the entry starts.' })
  enterAt!: Date;

  @Field(() => Date, { description: 'When it ends.' })
  endsAt!: Date;

  @Field(() => Int, { description: 'How long it lasts, in minutes.' })
  durationMinutes!: number;

  @Field(() => String, { description: 'Why the landlord enters.' })
  reason!: string;

  @Field(() => Date, { description: 'When the notice was given.' })
  createdAt!: Date;
}

@InputType('EntryNoticeInput', { description: 'A notice of entry: when, how long, why.' })
export class EntryNoticeInput {
  @Field(() => String, { description: 'When the entry starts: an ISO 8601 instant with its zone.' })
  enterAt!: string;

  @Field(() => Int, { description: 'How long it lasts, in minutes (15 to 720).' })
  durationMinutes!: number;

  @Field(() => String, { description: 'Why (the tenant reads it).' })
  reason!: string;
}

/** What the Schedule entry form needs to apply the rule itself: the province (its rule and clock) and the urgency. */
@ObjectType('EntryRuleContext', { description: "The rule an entry on a repair request follows: the property's province and the request's urgency (the form reads the rule from the shared table)." })
export class EntryRuleContextView {
  @Field(() => ProvinceEnum, { description: "The leased property's province." })
  province!: Province;

  @Field(() => String, { description: 'Its time zone, e.g. America/Halifax.' })
  timeZone!: string;

  @Field(() => EntryUrgencyEnum, { description: 'The repair request’s urgency.' })
  urgency!: EntryUrgency;
}
