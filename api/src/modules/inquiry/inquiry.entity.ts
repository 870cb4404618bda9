import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { INQUIRY_STATUSES, type InquiryStatus } from '../../contracts/index.js';
import { graphqlEnum } from '../../common/graphql-enum.js';

export const InquiryStatusEnum = graphqlEnum(INQUIRY_STATUSES, 'InquiryStatus', 'Whether the landlord has handled the inquiry.', {
  pending: 'Not handled yet (default).',
  resolved: 'Handled by the landlord.',
});

/** A tenant's inquiry about a property (spec §3 inquiries); it opens a conversation with the landlord. */
@ObjectType({ description: "A tenant's inquiry about a property." })
@Entity({ tableName: 'inquiries' })
export class Inquiry {
  @Field(() => Int, { description: 'Inquiry id.' })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => Int, { description: 'The property asked about.' })
  @Property({ type: 'integer' })
  propertyId!: number;

  @Field(() => Int, { description: 'The tenant who sent it.' })
  @Property({ type: 'integer' })
  tenantId!: number;

  @Field(() => Int, { description: "The property's owner at the time of the inquiry." })
  @Property({ type: 'integer' })
  landlordId!: number;

  @Field(() => String, { description: 'Text of the inquiry (trimmed).' })
  @Property({ type: 'text' })
  message!: string;

  @Field(() => InquiryStatusEnum, { description: 'pending until the landlord has handled it.' })
  @Property({ type: 'text', default: 'pending' })
  status: Opt<InquiryStatus> = 'pending';

  @Field(() => Date, { description: 'When it was sent.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
