import { Entity, Enum, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { LEASE_STATUSES, type LeaseStatus } from '../../contracts/index.js';
import { graphqlEnum } from '../../common/graphql-enum.js';

export const LeaseStatusEnum = graphqlEnum(LEASE_STATUSES, 'LeaseStatus', 'Lifecycle of a lease agreement.', {
  draft: 'Stored but not offered to the tenant; books no dates.',
  pending: 'Offered by the landlord, an invitation awaiting the tenant; books its dates.',
  active: 'Accepted by the tenant and in force; books its dates.',
  declined: 'The tenant declined the invitation; books no dates.',
  withdrawn: 'The landlord withdrew the invitation before the tenant answered; books no dates.',
});

/** The signed contract file of a lease (spec §3 contractDocument). */
@ObjectType({ description: 'The contract file of a lease.' })
export class ContractDocument {
  @Field(() => String, { description: 'File name as uploaded.' })
  name!: string;

  @Field(() => String, { description: "Always 'lease-agreement'." })
  type!: string;

  @Field(() => String, { description: 'IPFS CIDv1 of the file.' })
  ipfsHash!: string;

  @Field(() => Int, { description: 'Size in bytes.' })
  size!: number;
}

/** A lease agreement (spec §3 leases). Pending/active leases of one property never overlap (exclusion constraint). */
@ObjectType({ description: 'A lease agreement between a landlord and a tenant for one property.' })
@Entity({ tableName: 'leases' })
export class Lease {
  @Field(() => Int, { description: 'Lease id.' })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => Int, { description: 'The leased property.' })
  @Property({ type: 'integer' })
  propertyId!: number;

  @Field(() => Int, { description: "The property's owner, who created the lease." })
  @Property({ type: 'integer' })
  landlordId!: number;

  @Field(() => Int, { nullable: true, description: 'Null until the tenant has an account linked to the lease.' })
  @Property({ type: 'integer', nullable: true })
  tenantId: number | null = null;

  @Field(() => String, { description: "Tenant's full name." })
  @Property({ type: 'text' })
  tenantName!: string;

  @Field(() => String, { description: "Tenant's email; a tenant account that has verified this email sees the lease." })
  @Property({ type: 'text' })
  tenantEmail!: string;

  @Field(() => String, { nullable: true, description: "Tenant's phone number, if given." })
  @Property({ type: 'text', nullable: true })
  tenantPhone: string | null = null;

  @Field(() => LeaseStatusEnum, { description: 'pending until the tenant accepts (active) or declines, or the landlord withdraws it; pending and active leases book their dates.' })
  @Enum({ items: () => [...LEASE_STATUSES], type: 'text', default: 'draft' })
  status: Opt<LeaseStatus> = 'draft';

  @Field(() => String, { nullable: true, description: 'First day (YYYY-MM-DD).' })
  @Property({ type: 'date', nullable: true })
  startDate: string | null = null;

  @Field(() => String, { nullable: true, description: 'Last day (YYYY-MM-DD).' })
  @Property({ type: 'date', nullable: true })
  endDate: string | null = null;

  @Field(() => Int, { description: 'Monthly rent in whole CAD.' })
  @Property({ type: 'integer' })
  monthlyRent!: number;

  @Field(() => String, { nullable: true, description: 'Free-text terms agreed with the tenant.' })
  @Property({ type: 'text', nullable: true })
  terms: string | null = null;

  @Field(() => Int, { nullable: true, description: 'The PropertyDocument holding the contract file; null without one.' })
  @Property({ type: 'integer', nullable: true })
  documentId: number | null = null;

  @Field(() => ContractDocument, { nullable: true, description: 'The uploaded contract file; null without one.' })
  @Property({ type: 'json', nullable: true })
  contractDocument: ContractDocument | null = null;

  @Field(() => Int, { nullable: true, description: 'The tenant account that accepted the lease; null until accepted.' })
  @Property({ type: 'integer', nullable: true })
  acceptedBy: number | null = null;

  @Field(() => Date, { nullable: true, description: 'When the tenant accepted; null until accepted.' })
  @Property({ type: 'datetime', nullable: true })
  acceptedAt: Date | null = null;

  @Field(() => String, { nullable: true, description: "Content id of the contract file the tenant accepted; null when the lease had none." })
  @Property({ type: 'text', nullable: true })
  acceptedContractCid: string | null = null;

  @Field(() => Date, { description: 'When the lease was created.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
