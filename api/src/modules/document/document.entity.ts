import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

/** A file attached to a property (spec §3 documents); bytes live in the content-addressed store under ipfsHash. */
@ObjectType({ description: 'A file attached to a property, addressed by its IPFS content id.' })
@Entity({ tableName: 'documents' })
export class PropertyDocument {
  @Field(() => Int, { description: 'Document id.' })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => String, { description: 'File name as uploaded.' })
  @Property({ type: 'text' })
  name!: string;

  @Field(() => String, { description: "Document type, e.g. 'lease-agreement'." })
  @Property({ type: 'text' })
  type!: string;

  @Field(() => String, { description: 'IPFS CIDv1 of the bytes.' })
  @Property({ type: 'text' })
  ipfsHash!: string;

  @Field(() => Int, { description: 'The property the file belongs to.' })
  @Property({ type: 'integer' })
  propertyId!: number;

  @Field(() => Int, { description: 'The user who uploaded it.' })
  @Property({ type: 'integer' })
  uploadedBy!: number;

  @Field(() => [String], { description: "Who may download: user ids, or 'public'." })
  @Property({ type: 'text[]', default: '{}' })
  accessibleTo: Opt<string[]> = [];

  @Field(() => Date, { description: 'When it was attached.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
