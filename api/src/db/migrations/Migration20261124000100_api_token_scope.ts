import { Migration } from '@mikro-orm/migrations';
import { API_TOKEN_SCOPES } from '../../contracts/index.js';

/** API tokens get a scope (read, or read and write as before) and an optional expiry. */
export class Migration20261124000100_api_token_scope extends Migration {
  override async up(): Promise<void> {
    const scopes = API_TOKEN_SCOPES.map((scope) => `'${scope}'`).join(', ');
    this.addSql(`alter table api_tokens add column scope text not null default 'read_write' check (scope in (${scopes}));`);
    this.addSql(`alter table api_tokens add column expires_at timestamptz null;`);
  }
}
