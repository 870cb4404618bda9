import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { RentalDocumentKind, RentalProfileInput } from '../../contracts/index.js';
import { graphqlEnum } from '../../common/graphql-enum.js';
import { APPLICATION_DECISIONS, RENTAL_DOCUMENT_KINDS } from '../../contracts/index.js';

export const RentalDocumentKindEnum = graphqlEnum(RENTAL_DOCUMENT_KINDS, 'RentalDocumentKind', 'A private file of a rental profile.', {
  'proof-of-income': 'Proof of income (pay stub, employment letter, notice of assessment).',
  'reference-letter': 'A reference letter.',
});

export const ApplicationDecisionEnum = graphqlEnum(APPLICATION_DECISIONS, 'ApplicationDecision', "A landlord's decision on an application.", {
  shortlisted: 'Kept for a closer look; the tenant is told.',
  declined: 'Declined; final.',
  accepted: 'Accepted; final. The landlord then sends a lease (Create Lease, prefilled from leaseDraft).',
});

@ObjectType({ description: 'Someone who can vouch for the tenant.' })
export class RentalReference {
  @Field(() => String, { description: 'Full name.' })
  name!: string;

  @Field(() => String, { description: "How they know the tenant, e.g. 'previous landlord'." })
  relation!: string;

  @Field(() => String, { description: 'How to reach them (phone or email).' })
  contact!: string;
}

@ObjectType({ description: "A private file of the profile; only the tenant, and the landlord of a listing they applied to, may download it." })
export class RentalDocument {
  @Field(() => RentalDocumentKindEnum, { description: 'What the file is.' })
  kind!: RentalDocumentKind;

  @Field(() => String, { description: 'File name as uploaded.' })
  name!: string;

  @Field(() => String, { description: 'Content id of the private upload. Landlords download it at /api/applications/{id}/documents/{cid}.' })
  ipfsHash!: string;

  @Field(() => Int, { nullable: true, description: 'Size in bytes.' })
  size?: number;
}

/** The profile's data (also the snapshot an application carries): the zod contract's shape. */
@ObjectType({ description: 'A rental profile: what a tenant shares when applying. Never holds a Social Insurance Number.' })
export class RentalProfile implements RentalProfileInput {
  @Field(() => String, { nullable: true, description: 'Employer.' })
  employer!: string | null;

  @Field(() => String, { nullable: true, description: 'Role or job title.' })
  jobTitle!: string | null;

  @Field(() => Int, { nullable: true, description: 'Monthly income in whole CAD (optional).' })
  monthlyIncome!: number | null;

  @Field(() => Int, { nullable: true, description: 'People who would live in the home.' })
  householdSize!: number | null;

  @Field(() => String, { nullable: true, description: 'Pets, described (null: none).' })
  pets!: string | null;

  @Field(() => String, { nullable: true, description: 'Desired move-in day (YYYY-MM-DD).' })
  moveInDate!: string | null;

  @Field(() => [RentalReference], { description: 'At most 5 references.' })
  references!: RentalReference[];

  @Field(() => String, { nullable: true, description: 'A short introduction (at most 2000 characters).' })
  introduction!: string | null;

  @Field(() => [RentalDocument], { description: 'Private files (proof of income, reference letters).' })
  documents!: RentalDocument[];

  @Field(() => Date, { nullable: true, description: 'When the profile was last saved; null before the first save.' })
  updatedAt?: Date | null;
}

@ObjectType({ description: 'What Create Lease is prefilled with once an application is accepted.' })
export class LeaseDraft {
  @Field(() => Int, { description: 'The listing.' })
  propertyId!: number;

  @Field(() => String, { description: "The listing's province (its deposit rules apply)." })
  province!: string;

  @Field(() => String, { description: "Tenant's name." })
  tenantName!: string;

  @Field(() => String, { description: "Tenant's email (the lease invitation goes there)." })
  tenantEmail!: string;

  @Field(() => String, { nullable: true, description: "Tenant's phone." })
  tenantPhone!: string | null;

  @Field(() => Int, { description: "The listing's monthly rent in whole CAD." })
  monthlyRent!: number;

  @Field(() => String, { nullable: true, description: "First day: the tenant's desired move-in day when it is not past." })
  startDate!: string | null;

  @Field(() => String, { nullable: true, description: 'Last day: one year after the start, the day before.' })
  endDate!: string | null;
}

@InputType({ description: 'A reference of the rental profile.' })
export class RentalReferenceInput {
  @Field(() => String, { description: 'Full name.' })
  name!: string;

  @Field(() => String, { description: "How they know you, e.g. 'previous landlord'." })
  relation!: string;

  @Field(() => String, { description: 'How to reach them (phone or email).' })
  contact!: string;
}

@InputType({ description: 'A private file of the rental profile, uploaded beforehand (GET /api/upload/presigned-url?purpose=document).' })
export class RentalDocumentInput {
  @Field(() => RentalDocumentKindEnum, { description: 'What the file is.' })
  kind!: RentalDocumentKind;

  @Field(() => String, { description: 'File name.' })
  name!: string;

  @Field(() => String, { description: 'Content id of your own upload.' })
  ipfsHash!: string;
}

@InputType('RentalProfileInput', { description: 'The whole rental profile (saving replaces it). There is no SIN field, and none is accepted anywhere.' })
export class RentalProfileInputType {
  @Field(() => String, { nullable: true, description: 'Employer.' })
  employer?: string | null;

  @Field(() => String, { nullable: true, description: 'Role or job title.' })
  jobTitle?: string | null;

  @Field(() => Int, { nullable: true, description: 'Monthly income in whole CAD (optional).' })
  monthlyIncome?: number | null;

  @Field(() => Int, { nullable: true, description: 'People who would live in the home (1 to 20).' })
  householdSize?: number | null;

  @Field(() => String, { nullable: true, description: 'Pets, described (at most 500 characters).' })
  pets?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' })
  moveInDate?: string | null;

  @Field(() => [RentalReferenceInput], { nullable: true, description: 'At most 5 references.' })
  references?: RentalReferenceInput[] | null;

  @Field(() => String, { nullable: true, description: 'A short introduction (at most 2000 characters).' })
  introduction?: string | null;

  @Field(() => [RentalDocumentInput], { nullable: true, description: 'Private files, at most 4: your own uploads.' })
  documents?: RentalDocumentInput[] | null;
}
