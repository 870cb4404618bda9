import { Migration } from '@mikro-orm/migrations';
import { FILE_CATEGORIES, UPLOAD_PURPOSES } from '../../contracts/index.js';

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** Uploaded files (content-addressed; several rows may cite one cid) and single-use upload grants. */
export class Migration20261122010000_files extends Migration {
  override async up(): Promise<void> {
    // A file outlives its uploader's account (set null): documents and leases may still cite it.
    this.addSql(`create table stored_files (
      id serial primary key,
      cid text not null check (cid ~ '^[a-z2-7]{8,120}$' and cid like 'b%'),
      name text not null check (btrim(name) <> '' and length(name) <= 255),
      size integer not null check (size > 0),
      mime_type text not null check (mime_type <> ''),
      category text not null check (category in (${list(FILE_CATEGORIES)})),
      uploaded_by integer references users(id) on delete set null,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index stored_files_cid_idx on stored_files (cid);`);
    this.addSql(`create index stored_files_uploader_idx on stored_files (uploaded_by, created_at desc);`);

    this.addSql(`create table upload_grants (
      token_hash text primary key,
      user_id integer not null references users(id) on delete cascade,
      purpose text check (purpose in (${list(UPLOAD_PURPOSES)})),
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index upload_grants_user_idx on upload_grants (user_id, expires_at);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table upload_grants;`);
    this.addSql(`drop table stored_files;`);
  }
}
