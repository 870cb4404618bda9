import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

/** A bearer token a user creates for third-party GraphQL access; acts as that user. Stored hashed. */
@ObjectType({ description: 'A personal API token for GraphQL access (the secret is shown once, at creation).' })
@Entity({ tableName: 'api_tokens' })
export class ApiToken {
  @Field(() => Int, { description: 'Token id; pass it to revokeApiToken.' })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'text', unique: true })
  tokenHash!: string;

  @Field(() => Int, { description: 'The user the token acts as.' })
  @Property({ type: 'integer' })
  userId!: number;

  @Field(() => String, { description: 'Label chosen at creation, e.g. the integration it is for.' })
  @Property({ type: 'text' })
  name!: string;

  @Field(() => Date, { description: 'When the token was created.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Field(() => Date, { nullable: true, description: 'When the token last authenticated a request; null if never used.' })
  @Property({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null = null;

  @Field(() => Date, { nullable: true, description: 'When the token was revoked; null while it still works.' })
  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;
}
