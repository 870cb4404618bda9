import { Entity, Enum, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { LEASE_STATUSES, type LeaseStatus } from '../../contracts/index.js';
import { graphqlEnum } from '../../graphql/enums.js';

export const LeaseStatusEnum = graphqlEnum(LEASE_STATUSES, 'LeaseStatus', 'Lifecycle of a lease agreement.');

/** The signed contract file of a lease (spec §3 contractDocument). */
@ObjectType({ description: 'The contract file of a lease.' })
export class ContractDocument {
  @Field(() => String)
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
  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => Int)
  @Property({ type: 'integer' })
  propertyId!: number;

  @Field(() => Int)
  @Property({ type: 'integer' })
  landlordId!: number;

  @Field(() => Int, { nullable: true, description: 'Null until the tenant has an account linked to the lease.' })
  @Property({ type: 'integer', nullable: true })
  tenantId: number | null = null;

  @Field(() => String)
  @Property({ type: 'text' })
  tenantName!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  tenantEmail!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  tenantPhone: string | null = null;

  @Field(() => LeaseStatusEnum)
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

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  terms: string | null = null;

  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  documentId: number | null = null;

  @Field(() => ContractDocument, { nullable: true })
  @Property({ type: 'json', nullable: true })
  contractDocument: ContractDocument | null = null;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
