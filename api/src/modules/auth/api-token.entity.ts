import { Entity, Enum, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { API_TOKEN_SCOPES, type ApiTokenScope } from '../../contracts/index.js';
import { graphqlEnum } from '../../common/graphql-enum.js';

export const ApiTokenScopeEnum = graphqlEnum(API_TOKEN_SCOPES, 'ApiTokenScope', 'What an API token may do.', {
  read: 'Queries and subscriptions only; every mutation and REST write is refused.',
  read_write: 'Everything its owner may do, except managing tokens and sessions.',
});

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

  @Field(() => ApiTokenScopeEnum, { description: 'What the token may do.' })
  @Enum({ items: () => [...API_TOKEN_SCOPES], type: 'text', default: 'read_write' })
  scope: Opt<ApiTokenScope> = 'read_write';

  @Field(() => Date, { nullable: true, description: 'When the token stops working; null if it never expires.' })
  @Property({ type: 'datetime', nullable: true })
  expiresAt: Date | null = null;

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
