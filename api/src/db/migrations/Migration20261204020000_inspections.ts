import { Migration } from '@mikro-orm/migrations';
import { NAME_MAX } from '../../contracts/index.js';

/**
 * Condition inspections (docs/inspections.md): one move-in and one move-out report per lease, rooms and items as
 * validated JSON, signed by both parties as leases are (`inspection_signatures`, the same evidence) and sealed into
 * the content store.
 */
export class Migration20261204020000_inspections extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table inspections (
      id serial primary key,
      created_at timestamptz not null default now(),
      lease_id integer not null references leases(id) on delete cascade,
      kind text not null check (kind in ('move-in', 'move-out')),
      rooms jsonb not null check (jsonb_typeof(rooms) = 'array' and jsonb_array_length(rooms) > 0),
      created_by integer not null references users(id) on delete restrict,
      created_by_role text not null check (created_by_role in ('landlord', 'tenant')),
      signing_status text not null default 'unsigned' check (signing_status in ('unsigned', 'partly_signed', 'signed')),
      document_snapshot jsonb,
      document_language text check (document_language in ('en', 'fr')),
      signed_document_cid text,
      sealed_at timestamptz,
      unique (lease_id, kind),
      constraint inspections_sealed_check check ((signing_status = 'signed') = (signed_document_cid is not null and sealed_at is not null)),
      constraint inspections_snapshot_check check ((signing_status = 'unsigned') = (document_snapshot is null))
    );`);
    this.addSql(`create index inspections_signed_document_cid_idx on inspections (signed_document_cid) where signed_document_cid is not null;`);
    this.addSql(`create index inspections_created_by_idx on inspections (created_by);`);
    this.addSql(`create table inspection_signatures (
      id serial primary key,
      created_at timestamptz not null default now(),
      inspection_id integer not null references inspections(id) on delete cascade,
      role text not null check (role in ('landlord', 'tenant')),
      user_id integer not null references users(id) on delete restrict,
      full_name text not null check (length(full_name) between 1 and ${NAME_MAX}),
      signed_at timestamptz not null,
      ip_address text,
      user_agent text,
      document_sha256 text not null check (document_sha256 ~ '^[0-9a-f]{64}$'),
      document_language text not null check (document_language in ('en', 'fr')),
      unique (inspection_id, role)
    );`);
    this.addSql(`create index inspection_signatures_user_idx on inspection_signatures (user_id);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table inspection_signatures;`);
    this.addSql(`drop table inspections;`);
  }
}
