import { Field, ObjectType } from 'type-graphql';
import { Column, EnumColumn, Row, Table } from '../../common/columns.js';
import { graphqlEnum } from '../../common/graphql-enum.js';
import { LANGUAGES, SIGNATURE_ROLES, type Language, type LeaseSigner, type SignatureRole } from '../../contracts/index.js';

export const SignatureRoleEnum = graphqlEnum(SIGNATURE_ROLES, 'SignatureRole', 'Which party of a lease signed.', {
  landlord: "The lease's landlord (the listing's owner).",
  tenant: "The lease's tenant.",
});

/**
 * One party's electronic signature of a lease (docs/lease-signatures.md): who, when, from where, and the SHA-256
 * of the exact document bytes they signed. One per party (unique lease and role). Evidence only its own service
 * reads; the API shows the name, role and time (LeaseSignatureSummary), never the address or user agent.
 */
@Table('lease_signatures')
export class LeaseSignature extends Row {
  @Column('integer')
  leaseId!: number;

  @EnumColumn(SIGNATURE_ROLES)
  role!: SignatureRole;

  /** The signing account. */
  @Column('integer')
  userId!: number;

  /** The full name as the signer typed it. */
  @Column('text')
  fullName!: string;

  @Column('datetime')
  signedAt!: Date;

  @Column('text', { nullable: true })
  ipAddress: string | null = null;

  @Column('text', { nullable: true })
  userAgent: string | null = null;

  /** Hex SHA-256 of the PDF signed: renderLeaseDocument(snapshot, documentLanguage). */
  @Column('text')
  documentSha256!: string;

  @EnumColumn(LANGUAGES)
  documentLanguage!: Language;
}

@ObjectType({ description: 'A signature of a lease as its parties see it: who signed, as what, and when.' })
export class LeaseSignatureSummary implements LeaseSigner {
  @Field(() => SignatureRoleEnum, { description: 'Which party signed.' })
  role!: SignatureRole;

  @Field(() => String, { description: 'The full name the signer typed.' })
  name!: string;

  @Field(() => String, { description: 'When (ISO 8601).' })
  signedAt!: string;
}

export const signatureSummary = (signature: LeaseSignature): LeaseSignatureSummary => ({
  role: signature.role,
  name: signature.fullName,
  signedAt: signature.signedAt.toISOString(),
});
