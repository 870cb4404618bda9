import type { Opt } from '@mikro-orm/core';
import { Column, EnumColumn, Row, Table } from '../../common/columns.js';
import { API_TOKEN_SCOPES, type ApiTokenScope } from '../../contracts/index.js';
import { graphqlEnum } from '../../common/graphql-enum.js';

export const ApiTokenScopeEnum = graphqlEnum(API_TOKEN_SCOPES, 'ApiTokenScope', 'What an API token may do.', {
  read: 'Queries and subscriptions only; every mutation and REST write is refused.',
  read_write: 'Everything its owner may do, except managing tokens and sessions.',
});

/** A bearer token a user creates for third-party GraphQL access; acts as that user. Stored hashed. */
@Table('api_tokens', {
  description: 'A personal API token for GraphQL access (the secret is shown once, at creation).',
  id: 'Token id; pass it to revokeApiToken.',
  createdAt: 'When the token was created.',
})
export class ApiToken extends Row {
  @Column('text', { unique: true })
  tokenHash!: string;

  @Column('integer', { field: 'The user the token acts as.' })
  userId!: number;

  @Column('text', { field: 'Label chosen at creation, e.g. the integration it is for.' })
  name!: string;

  @EnumColumn(API_TOKEN_SCOPES, { default: 'read_write', graphqlType: ApiTokenScopeEnum, field: 'What the token may do.' })
  scope: Opt<ApiTokenScope> = 'read_write';

  @Column('datetime', { nullable: true, field: 'When the token stops working; null if it never expires.' })
  expiresAt: Date | null = null;

  @Column('datetime', { nullable: true, field: 'When the token last authenticated a request; null if never used.' })
  lastUsedAt: Date | null = null;

  @Column('datetime', { nullable: true, field: 'When the token was revoked; null while it still works.' })
  revokedAt: Date | null = null;
}
