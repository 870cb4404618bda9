import type { Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { Column, EnumColumn, Row, Table } from '../../common/columns.js';
import { LEASE_STATUSES, type ContractDocumentInput, type LeaseStatus } from '../../contracts/index.js';
import { graphqlEnum } from '../../common/graphql-enum.js';
import { contractDocumentJsonSql } from '../document/document.queries.js';

export const LeaseStatusEnum = graphqlEnum(LEASE_STATUSES, 'LeaseStatus', 'Lifecycle of a lease agreement.', {
  draft: 'Stored but not offered to the tenant; books no dates.',
  pending: 'Offered by the landlord, an invitation awaiting the tenant; books its dates.',
  active: 'Accepted by the tenant and in force; books its dates.',
  declined: 'The tenant declined the invitation; books no dates.',
  withdrawn: 'The landlord withdrew the invitation before the tenant answered; books no dates.',
});

/** The signed contract file of a lease (spec §3 contractDocument), shaped by the zod contract. */
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

/** A lease agreement (spec §3 leases). Pending/active leases of one property never overlap (exclusion constraint). */
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

  @Column('date', { nullable: true, field: 'Last day (YYYY-MM-DD).' })
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
}
