import { Migration } from '@mikro-orm/migrations';
import { UPLOAD_PURPOSES } from '../../contracts/index.js';

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
const LOGIN_PURPOSES = ['magic_link', 'password_reset', 'email_verification'];
const UPLOAD_TOKEN_PURPOSES = ['upload', ...UPLOAD_PURPOSES.map((kind) => `upload_${kind}`)];

/**
 * Emailed login tokens and upload grants were the same single-use hashed token in two tables: one table, its
 * purpose saying what the token is for (an upload grant narrowed to one kind of file becomes 'upload_<kind>').
 */
export class Migration20261125000000_single_use_tokens extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table single_use_tokens (
      token_hash text primary key,
      user_id integer not null references users(id) on delete cascade,
      purpose text not null check (purpose in (${list([...LOGIN_PURPOSES, ...UPLOAD_TOKEN_PURPOSES])})),
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index single_use_tokens_user_idx on single_use_tokens (user_id, expires_at);`);
    this.addSql(`insert into single_use_tokens (token_hash, user_id, purpose, expires_at, used_at, created_at)
      select token_hash, user_id, purpose, expires_at, used_at, created_at from login_tokens;`);
    this.addSql(`insert into single_use_tokens (token_hash, user_id, purpose, expires_at, used_at, created_at)
      select token_hash, user_id, coalesce('upload_' || purpose, 'upload'), expires_at, used_at, created_at from upload_grants;`);
    this.addSql(`drop table login_tokens;`);
    this.addSql(`drop table upload_grants;`);
  }

  override async down(): Promise<void> {
    for (const [table, purposes] of [['login_tokens', LOGIN_PURPOSES], ['upload_grants', UPLOAD_PURPOSES]] as const) {
      this.addSql(`create table ${table} (like single_use_tokens including defaults including indexes);`);
      this.addSql(`alter table ${table} add foreign key (user_id) references users(id) on delete cascade,
        add check (purpose in (${list(purposes)}));`);
    }
    this.addSql(`alter table upload_grants alter column purpose drop not null;`);
    this.addSql(`insert into login_tokens select token_hash, user_id, purpose, expires_at, used_at, created_at
      from single_use_tokens where purpose in (${list(LOGIN_PURPOSES)});`);
    this.addSql(`insert into upload_grants select token_hash, user_id, nullif(substr(purpose, length('upload_') + 1), ''), expires_at, used_at, created_at
      from single_use_tokens where purpose in (${list(UPLOAD_TOKEN_PURPOSES)});`);
    this.addSql(`drop table single_use_tokens;`);
  }
}
