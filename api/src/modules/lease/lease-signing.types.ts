import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { LeaseSigningStatus, SignatureRole } from '../../contracts/index.js';
import { LeaseSigningStatusEnum } from './lease.entity.js';
import { SignatureRoleEnum } from './lease-signature.entity.js';
import type { LeaseSignatureResult as SignatureResult } from './lease-signing.service.js';

@InputType({ description: 'A party signs a lease: their full name as the lease names them, and their consent to sign electronically.' })
export class SignLeaseInput {
  @Field(() => String, { description: "Your full name as the lease names you (the tenant's name on the lease, or the landlord's account name); case and extra spaces are ignored." })
  fullName!: string;

  @Field(() => Boolean, { description: 'Must be true: you agree to sign this lease electronically (CONSENT_REQUIRED otherwise).' })
  consent!: boolean;
}

@ObjectType({ description: 'A signature just made, and where the lease stands.' })
export class LeaseSignatureResult implements SignatureResult {
  @Field(() => Int, { description: 'The lease signed.' })
  leaseId!: number;

  @Field(() => SignatureRoleEnum, { description: 'The party you signed as.' })
  role!: SignatureRole;

  @Field(() => String, { description: 'The name you typed.' })
  fullName!: string;

  @Field(() => String, { description: 'When (ISO 8601).' })
  signedAt!: string;

  @Field(() => String, { description: 'Hex SHA-256 of the exact document PDF signed (GET /api/leases/{id}/document in the document language).' })
  documentSha256!: string;

  @Field(() => LeaseSigningStatusEnum, { description: 'partly_signed after the first signature, signed after the second.' })
  signingStatus!: LeaseSigningStatus;

  @Field(() => String, { nullable: true, description: 'Content id of the sealed PDF once both signed; null before.' })
  signedDocumentCid!: string | null;
}
