import { Property, type Opt } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { Column, EnumColumn, Row, Table } from '../../common/columns.js';
import { graphqlEnum } from '../../common/graphql-enum.js';
import {
  INSPECTION_KINDS,
  ITEM_CONDITIONS,
  LEASE_SIGNING_STATUSES,
  SIGNATURE_ROLES,
  type InspectionChange,
  type InspectionItem,
  type InspectionKind,
  type InspectionRoom,
  type ItemCondition,
  type Language,
  type LeaseSigningStatus,
  type SignatureRole,
} from '../../contracts/index.js';

export const InspectionKindEnum = graphqlEnum(INSPECTION_KINDS, 'InspectionKind', 'When a condition inspection is made.', {
  'move-in': 'At the start of the tenancy, when the tenant takes possession.',
  'move-out': 'At the end of the tenancy, when the tenant gives possession back.',
});

export const ItemConditionEnum = graphqlEnum(ITEM_CONDITIONS, 'ItemCondition', 'The condition an inspection records for one item.', {
  good: 'In good condition.',
  fair: 'Worn by normal use.',
  damaged: 'Damaged.',
  missing: 'Missing.',
});

@ObjectType({ description: 'One item of a room as inspected.' })
export class InspectionItemRecord implements InspectionItem {
  @Field(() => String, { description: 'What was inspected (walls, floor, fridge...).' })
  name!: string;

  @Field(() => ItemConditionEnum, { description: 'Its condition.' })
  condition!: ItemCondition;

  @Field(() => String, { nullable: true, description: 'What the inspector noted; null without a note.' })
  note!: string | null;
}

@ObjectType({ description: 'One room of an inspection report and its items.' })
export class InspectionRoomRecord implements InspectionRoom {
  @Field(() => String, { description: "The room's name." })
  name!: string;

  @Field(() => [InspectionItemRecord], { description: 'Its items, in the order inspected.' })
  items!: InspectionItemRecord[];
}

@ObjectType({ description: 'An item whose condition at move-out differs from the signed move-in report.' })
export class InspectionChangeRecord implements InspectionChange {
  @Field(() => String, { description: 'The room.' })
  room!: string;

  @Field(() => String, { description: 'The item.' })
  item!: string;

  @Field(() => ItemConditionEnum, { nullable: true, description: 'Its condition at move-in; null when the move-in report does not name it.' })
  before!: ItemCondition | null;

  @Field(() => ItemConditionEnum, { nullable: true, description: 'Its condition at move-out; null when the move-out report does not name it.' })
  after!: ItemCondition | null;
}

@ObjectType({ description: 'A signature of an inspection report: who signed, as what, and when.' })
export class InspectionSignatureSummary {
  @Field(() => String, { description: "Which party signed: 'landlord' or 'tenant'." })
  role!: SignatureRole;

  @Field(() => String, { description: 'The full name the signer typed.' })
  name!: string;

  @Field(() => String, { description: 'When (ISO 8601).' })
  signedAt!: string;
}

/** A condition inspection report of a leased unit (docs/inspections.md): one of each kind per lease. */
@Table('inspections', { description: "A condition inspection report of a lease's unit, at move-in or move-out.", id: 'Inspection id.', createdAt: 'When the report was recorded.' })
export class Inspection extends Row {
  @Column('integer', { field: 'The lease inspected.' })
  leaseId!: number;

  @EnumColumn(INSPECTION_KINDS, { graphqlType: InspectionKindEnum, field: 'move-in or move-out.' })
  kind!: InspectionKind;

  /** Validated by createInspectionSchema before it is stored; never changed after. */
  @Column('json', { graphqlType: [InspectionRoomRecord], field: 'The rooms and their items, in the order inspected.' })
  rooms!: InspectionRoom[];

  @Column('integer', { field: 'The account that recorded the report.' })
  createdBy!: number;

  @EnumColumn(SIGNATURE_ROLES, { graphqlType: String, field: "The party that recorded it: 'landlord' or 'tenant'." })
  createdByRole!: SignatureRole;

  @EnumColumn(LEASE_SIGNING_STATUSES, { default: 'unsigned', graphqlType: String, field: 'unsigned, partly_signed (one party signed) or signed (both did; the sealed copy is stored).' })
  signingStatus: Opt<LeaseSigningStatus> = 'unsigned';

  /** What the document says as the first signature froze it (InspectionDocumentInput). */
  @Column('json', { nullable: true, hidden: true })
  documentSnapshot: unknown = null;

  @Column('text', { nullable: true })
  documentLanguage: Language | null = null;

  @Column('text', { nullable: true, field: 'Content id (IPFS CIDv1) of the sealed, signed PDF; null until both parties signed.' })
  signedDocumentCid: string | null = null;

  @Column('datetime', { nullable: true, field: 'When the second signature sealed the report; null until then.' })
  sealedAt: Date | null = null;

  /** Put on by the service: who signed (GraphQL's field reads it too). */
  @Property({ persist: false, type: 'json' })
  @Field(() => [InspectionSignatureSummary], { description: 'Who signed, as what and when, oldest first.' })
  signatures?: Opt<InspectionSignatureSummary[]>;

  /** Put on by the service: for a move-out report, what changed since the signed move-in report; null otherwise. */
  @Property({ persist: false, type: 'json' })
  @Field(() => [InspectionChangeRecord], { nullable: true, description: 'A move-out report: every item whose condition changed since the signed move-in report; null for a move-in report or without a signed one.' })
  changesSinceMoveIn?: Opt<InspectionChange[]> | null;
}

/** One party's signature of an inspection report: the same evidence a lease signature keeps. */
@Table('inspection_signatures')
export class InspectionSignature extends Row {
  @Column('integer')
  inspectionId!: number;

  @EnumColumn(SIGNATURE_ROLES)
  role!: SignatureRole;

  @Column('integer')
  userId!: number;

  @Column('text')
  fullName!: string;

  @Column('datetime')
  signedAt!: Date;

  @Column('text', { nullable: true })
  ipAddress: string | null = null;

  @Column('text', { nullable: true })
  userAgent: string | null = null;

  @Column('text')
  documentSha256!: string;

  @Column('text')
  documentLanguage!: Language;
}

export const inspectionSignatureSummary = (signature: InspectionSignature): InspectionSignatureSummary => ({
  role: signature.role,
  name: signature.fullName,
  signedAt: signature.signedAt.toISOString(),
});
