import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { InspectionKind, ItemCondition, LeaseSigningStatus, SignatureRole } from '../../contracts/index.js';
import { InspectionKindEnum, ItemConditionEnum } from './inspection.entity.js';
import type { InspectionSignatureResult as SignatureResult } from './inspection.service.js';

@InputType({ description: 'One item of a room as inspected.' })
export class InspectionItemInput {
  @Field(() => String, { description: 'What was inspected (walls, floor, fridge...); unique within its room.' })
  name!: string;

  @Field(() => ItemConditionEnum, { description: 'Its condition.' })
  condition!: ItemCondition;

  @Field(() => String, { nullable: true, description: 'A note (500 characters at most).' })
  note?: string | null;
}

@InputType({ description: 'One room of the report and its items.' })
export class InspectionRoomInput {
  @Field(() => String, { description: "The room's name; unique within the report." })
  name!: string;

  @Field(() => [InspectionItemInput], { description: 'Its items (at least one).' })
  items!: InspectionItemInput[];
}

@InputType({ description: 'A condition inspection report of a lease: its kind and the rooms inspected.' })
export class CreateInspectionInput {
  @Field(() => InspectionKindEnum, { description: 'move-in or move-out (one of each per lease).' })
  kind!: InspectionKind;

  @Field(() => [InspectionRoomInput], { description: 'The rooms (at least one).' })
  rooms!: InspectionRoomInput[];
}

@InputType({ description: 'A party signs an inspection report: their full name as the lease names them, and their consent to sign electronically.' })
export class SignInspectionInput {
  @Field(() => String, { description: "Your full name as the lease names you (the tenant's name on the lease, or the landlord's account name)." })
  fullName!: string;

  @Field(() => Boolean, { description: 'Must be true: you agree to sign this report electronically (CONSENT_REQUIRED otherwise).' })
  consent!: boolean;
}

@ObjectType({ description: 'A signature of an inspection report just made, and where the report stands.' })
export class InspectionSignatureResult implements SignatureResult {
  @Field(() => Int, { description: 'The report signed.' })
  inspectionId!: number;

  @Field(() => String, { description: "The party you signed as: 'landlord' or 'tenant'." })
  role!: SignatureRole;

  @Field(() => String, { description: 'The name you typed.' })
  fullName!: string;

  @Field(() => String, { description: 'When (ISO 8601).' })
  signedAt!: string;

  @Field(() => String, { description: 'Hex SHA-256 of the exact PDF signed (GET /api/inspections/{id}/document in the document language).' })
  documentSha256!: string;

  @Field(() => String, { description: 'partly_signed after the first signature, signed after the second.' })
  signingStatus!: LeaseSigningStatus;

  @Field(() => String, { nullable: true, description: 'Content id of the sealed PDF once both signed; null before.' })
  signedDocumentCid!: string | null;
}
