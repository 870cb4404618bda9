import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { LeaseStatus } from '../../contracts/index.js';
import type { DepositKind } from '../../contracts/index.js';
import { DepositKindEnum, Lease, LeaseStatusEnum } from './lease.entity.js';

@ObjectType({ description: "What anyone may know about a lease: enough for a card's Booked panel and the date pickers." })
export class LeaseBooking {
  @Field(() => Int, { description: 'Lease id.' })
  id!: number;

  @Field(() => Int, { description: 'The leased property.' })
  propertyId!: number;

  @Field(() => LeaseStatusEnum, { description: 'pending or active (draft leases book nothing).' })
  status!: LeaseStatus;

  @Field(() => String, { nullable: true, description: 'First day (YYYY-MM-DD).' })
  startDate!: string | null;

  @Field(() => String, { nullable: true, description: 'Last day (YYYY-MM-DD).' })
  endDate!: string | null;

  @Field(() => String, { description: "Tenant's name, shown on the Booked panel." })
  tenantName!: string;

  @Field(() => Lease, { nullable: true, description: "The full lease; null unless you are its landlord, its tenant or an admin." })
  lease!: Lease | null;
}

@InputType({ description: 'Contract file uploaded beforehand (the lease\'s contract document).' })
export class ContractDocumentInput {
  @Field(() => String, { description: 'File name; PDF, DOC, DOCX, TXT or RTF.' })
  name!: string;

  @Field(() => String, { description: "Always 'lease-agreement'." })
  type!: string;

  @Field(() => String, { description: 'Content id returned by the upload.' })
  ipfsHash!: string;

  @Field(() => Int, { description: 'Size in bytes, at most 10MB.' })
  size!: number;
}

@InputType({ description: "A deposit, checked against the rules of the listing's province." })
export class LeaseDepositInput {
  @Field(() => DepositKindEnum, { description: 'Which deposit (at most one of each kind).' })
  kind!: DepositKind;

  @Field(() => Int, { description: 'Amount in whole CAD.' })
  amount!: number;
}

@InputType({ description: 'A new lease agreement. It is always created pending.' })
export class CreateLeaseInput {
  @Field(() => Int, { description: 'One of your properties.' })
  propertyId!: number;

  @Field(() => String, { description: "Tenant's full name (required)." })
  tenantName!: string;

  @Field(() => String, { description: "Tenant's email address (required)." })
  tenantEmail!: string;

  @Field(() => String, { nullable: true, description: "Tenant's phone number, optional. A phone number: Canadian as written (416 555 0199), elsewhere + and the country code; stored in E.164 (+14165550199)." })
  tenantPhone?: string | null;

  @Field(() => Int, { description: 'Monthly rent in whole CAD.' })
  monthlyRent!: number;

  @Field(() => String, { nullable: true, description: 'First day, not in the past (a brought-in tenancy: today or earlier): YYYY-MM-DD, or an ISO date-time standing for the day written in it.' })
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'Last day, after the start date: YYYY-MM-DD, or an ISO date-time standing for the day written in it; null for a monthly tenancy.' })
  endDate?: string | null;

  @Field(() => String, { nullable: true, description: 'Free-text terms.' })
  terms?: string | null;

  @Field(() => ContractDocumentInput, { nullable: true, description: 'The contract file, uploaded beforehand; it must be your own upload.' })
  contractDocument?: ContractDocumentInput | null;

  @Field(() => [LeaseDepositInput], { nullable: true, description: "Deposits; refused (DEPOSIT_NOT_ALLOWED, DEPOSIT_TOO_HIGH) when the listing's province does not allow them." })
  deposits?: LeaseDepositInput[] | null;

  @Field(() => Int, { nullable: true, description: 'Day of the month the rent is due, 1 to 31 (1 by default); in a shorter month, its last day.' })
  rentDueDay?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "Québec only (the lease form's Section G): the lowest rent paid for the dwelling in the 12 months before, in whole CAD. Ignored (stored null) for other provinces.",
  })
  quebecLowestRentLast12Months?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'true: a tenancy that began outside Hearth (brought in): the start date is required and may be in the past (from 1970, up to today), the end date may be null (monthly); the tenant confirms it as an invitation.',
  })
  existingTenancy?: boolean | null;

  @Field(() => String, { nullable: true, description: 'Brought-in tenancies only: the day the rent last rose (YYYY-MM-DD), from the start date up to today.' })
  lastIncreaseOn?: string | null;
}

@InputType({ description: 'A renewal of a lease: a new pending lease from the day after its end.' })
export class LeaseRenewalInput {
  @Field(() => String, { description: 'Last day of the renewal (YYYY-MM-DD).' })
  endDate!: string;

  @Field(() => Int, { nullable: true, description: "Monthly rent in whole CAD; the lease's by default." })
  monthlyRent?: number | null;

  @Field(() => String, { nullable: true, description: "Terms; the lease's by default." })
  terms?: string | null;

  @Field(() => [LeaseDepositInput], { nullable: true, description: "Deposits, checked against the province's rules." })
  deposits?: LeaseDepositInput[] | null;
}
