import { Property, type Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { Column, EnumColumn, Row, Table } from '../../common/columns.js';
import {
  DEPOSIT_KINDS,
  LEASE_EVENTS,
  LEASE_SIGNING_STATUSES,
  LEASE_STATUSES,
  PROVINCE_LEASE_NOTES,
  type ContractDocumentInput,
  type Deposit,
  type DepositKind,
  type Language,
  type LeaseHistoryEvent,
  type LeaseSigningStatus,
  type LeaseStatus,
  type Province,
  type ProvinceNote,
} from '../../contracts/index.js';
import { graphqlEnum } from '../../common/graphql-enum.js';
import { contractDocumentJsonSql } from '../document/index.js';
import { listingProvinceSql } from '../property/index.js';
import type { LeaseSignatureSummary } from './lease-signature.entity.js';
import { LanguageEnum } from '../user/index.js';

export const LeaseStatusEnum = graphqlEnum(LEASE_STATUSES, 'LeaseStatus', 'Lifecycle of a lease agreement.', {
  draft: 'Stored but not offered to the tenant; books no dates.',
  pending: 'Offered by the landlord, an invitation awaiting the tenant; books its dates.',
  active: 'Accepted by the tenant and in force; books its dates.',
  declined: 'The tenant declined the invitation; books no dates.',
  withdrawn: 'The landlord withdrew the invitation before the tenant answered; books no dates.',
  ended: 'Was active and its end date has passed (set by a daily job); books no dates.',
});

export const LeaseSigningStatusEnum = graphqlEnum(LEASE_SIGNING_STATUSES, 'LeaseSigningStatus', 'How far the electronic signing of a lease has gone.', {
  unsigned: 'Nobody has signed it yet.',
  partly_signed: 'One party signed; the document is frozen until the other signs.',
  signed: 'Both parties signed; the sealed copy is stored and can be verified.',
});

export const DepositKindEnum = graphqlEnum(DEPOSIT_KINDS, 'DepositKind', 'A kind of deposit a lease may record (each province allows some).', {
  'last-month-rent': "A deposit held against the last month's rent.",
  security: 'A security (damage) deposit.',
  pet: 'A pet damage deposit.',
  key: 'A refundable key deposit.',
});

export const LeaseEventEnum = graphqlEnum(LEASE_EVENTS, 'LeaseEvent', 'What happened to a lease.', {
  created: 'The landlord created it.',
  sent: 'The invitation was sent to the tenant.',
  accepted: 'The tenant accepted it (with the content id of the contract they saw).',
  declined: 'The tenant declined it.',
  withdrawn: 'The landlord withdrew it.',
  ended: 'Its end date passed.',
  'renewal-offered': 'The landlord offered a renewal (a new pending lease starting the day after the end).',
});

@ObjectType({ description: 'A deposit recorded on a lease, checked against the rules of the listing\'s province.' })
export class LeaseDeposit implements Deposit {
  @Field(() => DepositKindEnum, { description: 'Which deposit.' })
  kind!: DepositKind;

  @Field(() => Int, { description: 'Amount in whole CAD.' })
  amount!: number;
}

@ObjectType({ description: 'One step of a lease\'s history.' })
export class LeaseHistoryEntry {
  @Field(() => LeaseEventEnum, { description: 'What happened.' })
  event!: LeaseHistoryEvent;

  @Field(() => String, { description: 'When (ISO 8601).' })
  at!: string;

  @Field(() => String, { nullable: true, description: 'For accepted: the content id of the contract file accepted; null without one.' })
  contractCid?: string | null;

  @Field(() => Int, { nullable: true, description: 'For renewal-offered: the new pending lease.' })
  leaseId?: number | null;
}

@ObjectType({ description: 'A note a lease carries for its province (e.g. the mandatory lease form).' })
export class LeaseProvinceNote implements ProvinceNote {
  @Field(() => String, { description: "The note's language: 'en-CA' or 'fr-CA'." })
  locale!: ProvinceNote['locale'];

  @Field(() => String, { description: 'The note.' })
  text!: string;
}

/** The signed contract file of a lease (`contractDocument` in docs/product.md#entities), shaped by the zod contract. */
@ObjectType({ description: 'The contract file of a lease.' })
export class ContractDocument implements ContractDocumentInput {
  @Field(() => String, { description: 'File name as uploaded.' })
  name!: string;

  @Field(() => String, { description: "Always 'lease-agreement'." })
  type!: ContractDocumentInput['type'];

  @Field(() => String, { description: 'IPFS CIDv1 of the file.' })
  ipfsHash!: string;

  @Field(() => Int, { description: 'Size in bytes.' })
  size!: number;
}

/** A lease agreement (docs/product.md#entities). Pending/active leases of one property never overlap (exclusion constraint). */
@Table('leases', {
  description: 'A lease agreement between a landlord and a tenant for one property.',
  id: 'Lease id.',
  createdAt: 'When the lease was created.',
})
export class Lease extends Row {
  @Column('integer', { field: 'The leased property.' })
  propertyId!: number;

  @Column('integer', { field: "The property's owner, who created the lease." })
  landlordId!: number;

  @Column('integer', { nullable: true, field: 'Null until the tenant has an account linked to the lease.' })
  tenantId: number | null = null;

  @Column('text', { field: "Tenant's full name." })
  tenantName!: string;

  @Column('text', { field: "Tenant's email; a tenant account that has verified this email sees the lease." })
  tenantEmail!: string;

  @Column('text', { nullable: true, field: "Tenant's phone number, if given." })
  tenantPhone: string | null = null;

  @EnumColumn(LEASE_STATUSES, { default: 'draft', graphqlType: LeaseStatusEnum, field: 'pending until the tenant accepts (active) or declines, or the landlord withdraws it; pending and active leases book their dates.' })
  status: Opt<LeaseStatus> = 'draft';

  @Column('date', { nullable: true, field: 'First day (YYYY-MM-DD).' })
  startDate: string | null = null;

  @Column('date', { nullable: true, field: 'Last day (YYYY-MM-DD); null for a monthly tenancy (no fixed term).' })
  endDate: string | null = null;

  @Column('integer', { field: 'Monthly rent in whole CAD.' })
  monthlyRent!: number;

  @Column('text', { nullable: true, field: 'Free-text terms agreed with the tenant.' })
  terms: string | null = null;

  @Column('integer', { nullable: true, field: 'The PropertyDocument holding the contract file; null without one.' })
  documentId: number | null = null;

  /** Stored once, as the document row `documentId` (which the download rules read), and read from it here. */
  @Column('json', {
    formula: (table) => contractDocumentJsonSql(`${table.alias}.document_id`),
    nullable: true,
    graphqlType: ContractDocument,
    field: 'The uploaded contract file; null without one.',
  })
  contractDocument: ContractDocument | null = null;

  @Column('integer', { nullable: true, field: 'The tenant account that accepted the lease; null until accepted.' })
  acceptedBy: number | null = null;

  @Column('datetime', { nullable: true, field: 'When the tenant accepted; null until accepted.' })
  acceptedAt: Date | null = null;

  @Column('text', { nullable: true, field: "Content id of the contract file the tenant accepted; null when the lease had none." })
  acceptedContractCid: string | null = null;

  @Column('json', { default: '[]', graphqlType: [LeaseDeposit], field: "Deposits, checked against the listing's province (provincial-deposit-rules.ts)." })
  deposits: Opt<Deposit[]> = [];

  @Column('json', { default: '[]', graphqlType: [LeaseHistoryEntry], field: 'What happened to the lease, oldest first.' })
  history: Opt<LeaseHistoryEntry[]> = [];

  @Column('integer', { nullable: true, field: 'For a renewal: the lease it continues.' })
  renewalOf: number | null = null;

  @Column('boolean', {
    default: false,
    field: "Brought in: a tenancy that began outside Hearth (its start may be in the past), which the landlord entered and the tenant confirms.",
  })
  existingTenancy: Opt<boolean> = false;

  @Column('date', { nullable: true, field: 'The day the rent was last raised in this tenancy (YYYY-MM-DD), from which the 12 months before the next increase count; null: never (count from the start). A renewal carries its tenancy\'s day over.' })
  lastIncreaseOn: string | null = null;

  @Column('integer', { default: 1, field: "Day of the month the rent is due (1 to 31); in a shorter month, its last day." })
  rentDueDay: Opt<number> = 1;

  @Column('integer', {
    nullable: true,
    fieldName: 'quebec_lowest_rent_last12months',
    field: "Québec's lease form, Section G: the lowest rent paid in the 12 months before, in whole CAD; null elsewhere or when not given.",
  })
  quebecLowestRentLast12Months: number | null = null;

  @EnumColumn(LEASE_SIGNING_STATUSES, { default: 'unsigned', graphqlType: LeaseSigningStatusEnum, field: 'unsigned, partly_signed (one party signed) or signed (both did; the sealed copy is stored).' })
  signingStatus: Opt<LeaseSigningStatus> = 'unsigned';

  /** The lease document as the first signature froze it (LeaseDocumentInput); every later render reads it, so both sign the same bytes. */
  @Column('json', { nullable: true, hidden: true })
  documentSnapshot: unknown = null;

  @Column('text', { nullable: true, graphqlType: LanguageEnum, field: "Language of the signed document ('en' or 'fr'), set by the first signature; Québec leases are in French." })
  documentLanguage: Language | null = null;

  @Column('text', { nullable: true, field: 'Content id (IPFS CIDv1) of the sealed, signed PDF; null until both parties signed.' })
  signedDocumentCid: string | null = null;

  @Column('datetime', { nullable: true, field: 'When the second signature sealed the lease; null until then.' })
  sealedAt: Date | null = null;

  /**
   * Who signed, as what and when: put on the lease by the services that answer REST (withSignatures); GraphQL reads
   * it through the Lease.signatures field (batched). Not a column: the signatures are rows of lease_signatures.
   */
  @Property({ persist: false, type: 'json' })
  signatures?: Opt<LeaseSignatureSummary[]>;

  /** The listing's province, read with the lease (for its notes and deposit rules). */
  @Column('text', { formula: (table) => listingProvinceSql(`${table.alias}.property_id`), nullable: true, hidden: true })
  province: Province | null = null;

  /** Notes of the listing's province (Ontario's Standard Form of Lease, Quebec's TAL form in French first). */
  @Property({ persist: false, getter: true })
  @Field(() => [LeaseProvinceNote], { description: "Notes for the listing's province: Ontario's Standard Form of Lease (Form 2229E), Quebec's mandatory TAL form (French first); empty elsewhere." })
  get provinceNotes(): Opt<readonly ProvinceNote[]> {
    return (this.province && PROVINCE_LEASE_NOTES[this.province]) || [];
  }
}

/** A history entry for `event` now (or at `at`). */
export const leaseEvent = (event: LeaseHistoryEvent, extra: Partial<Omit<LeaseHistoryEntry, 'event'>> = {}): LeaseHistoryEntry => ({
  event,
  at: new Date().toISOString(),
  ...extra,
});
