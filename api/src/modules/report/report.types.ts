import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { REPORT_ACTIONS, REPORT_REASONS, REPORT_STATUSES, type ReportAction, type ReportReason, type ReportStatus } from '../../contracts/index.js';
import { graphqlEnum } from '../../common/graphql-enum.js';

export const ReportReasonEnum = graphqlEnum(REPORT_REASONS, 'ReportReason', 'Why a listing is reported.', {
  scam: 'Looks like a scam (asks for money up front, hijacked photos, ...).',
  unavailable: 'No longer available.',
  inaccurate: 'The description, photos or price are wrong.',
  offensive: 'Offensive content.',
  other: 'Another reason (see details).',
});
export const ReportStatusEnum = graphqlEnum(REPORT_STATUSES, 'ReportStatus', 'Where a report stands.', {
  open: 'Waiting in the admin queue.',
  dismissed: 'An admin found nothing to act on.',
  hidden: 'An admin hid the listing from the marketplace.',
});
export const ReportActionEnum = graphqlEnum(REPORT_ACTIONS, 'ReportAction', 'How an admin resolves a report.', {
  dismiss: 'Close the report; the listing stays as it is.',
  hide: 'Hide the listing from the marketplace, with a reason its landlord sees.',
});

@ObjectType('ListingReport', { description: "A user's report of a listing. Reporter names are for admins and the reporter." })
export class ListingReportView {
  @Field(() => Int, { description: 'Report id.' })
  id!: number;

  @Field(() => Int, { description: 'The reported listing.' })
  propertyId!: number;

  @Field(() => String, { description: "The listing's title." })
  propertyTitle!: string;

  @Field(() => Int, { description: "The listing's landlord." })
  propertyOwnerId!: number;

  @Field(() => String, { nullable: true, description: "The landlord's name, for admins (null for the reporter, and when they gave none)." })
  propertyOwnerName!: string | null;

  @Field(() => Int, { description: 'Who reported it.' })
  reporterId!: number;

  @Field(() => String, { nullable: true, description: "The reporter's name." })
  reporterName!: string | null;

  @Field(() => ReportReasonEnum, { description: 'Why it was reported.' })
  reason!: ReportReason;

  @Field(() => String, { nullable: true, description: "The reporter's details; null if none." })
  details!: string | null;

  @Field(() => ReportStatusEnum, { description: 'open, dismissed or hidden.' })
  status!: ReportStatus;

  @Field(() => Date, { description: 'When it was reported.' })
  createdAt!: string;

  @Field(() => Date, { nullable: true, description: 'When an admin resolved it.' })
  resolvedAt!: string | null;
}

@InputType({ description: 'A report of a listing.' })
export class ReportPropertyInput {
  @Field(() => ReportReasonEnum, { description: 'Why you report it.' })
  reason!: ReportReason;

  @Field(() => String, { nullable: true, description: 'What is wrong (up to 2,000 characters).' })
  details?: string | null;
}

@InputType({ description: "An admin's decision on a report." })
export class ResolveReportInput {
  @Field(() => ReportActionEnum, { description: 'dismiss, or hide the listing.' })
  action!: ReportAction;

  @Field(() => String, { nullable: true, description: 'Required to hide: the reason the landlord sees on their dashboard.' })
  reason?: string | null;
}
