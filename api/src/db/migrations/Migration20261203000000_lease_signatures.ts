import { Migration } from '@mikro-orm/migrations';
import { NAME_MAX } from '../../contracts/index.js';

/**
 * Leases signed in Hearth (docs/lease-signatures.md). On leases: the rent's due day (1 to 31; a shorter month's rent
 * is due on its last day), Québec's Section G (the lowest rent of the last 12 months), and the signing state: the
 * document as frozen by the first signature (`document_snapshot`, its language), the status, and once both signed the
 * sealed copy's content id and when. `lease_signatures`: one row per party, evidence of who signed what and how.
 */
export class Migration20261203000000_lease_signatures extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table leases
      add column rent_due_day integer not null default 1 check (rent_due_day between 1 and 31),
      add column quebec_lowest_rent_last12months integer check (quebec_lowest_rent_last12months >= 0),
      add column signing_status text not null default 'unsigned' check (signing_status in ('unsigned', 'partly_signed', 'signed')),
      add column document_snapshot jsonb,
      add column document_language text check (document_language in ('en', 'fr')),
      add column signed_document_cid text,
      add column sealed_at timestamptz,
      add constraint leases_sealed_check check ((signing_status = 'signed') = (signed_document_cid is not null and sealed_at is not null)),
      add constraint leases_snapshot_check check ((signing_status = 'unsigned') = (document_snapshot is null));`);
    // Verification looks a sealed copy up by its content id.
    this.addSql(`create index leases_signed_document_cid_idx on leases (signed_document_cid) where signed_document_cid is not null;`);
    this.addSql(`create table lease_signatures (
      id serial primary key,
      created_at timestamptz not null default now(),
      lease_id integer not null references leases(id) on delete cascade,
      role text not null check (role in ('landlord', 'tenant')),
      user_id integer not null references users(id) on delete restrict,
      full_name text not null check (length(full_name) between 1 and ${NAME_MAX}),
      signed_at timestamptz not null,
      ip_address text,
      user_agent text,
      document_sha256 text not null check (document_sha256 ~ '^[0-9a-f]{64}$'),
      document_language text not null check (document_language in ('en', 'fr')),
      unique (lease_id, role)
    );`);
    this.addSql(`create index lease_signatures_user_idx on lease_signatures (user_id);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table lease_signatures;`);
    this.addSql(`drop index leases_signed_document_cid_idx;`);
    this.addSql(`alter table leases drop constraint leases_sealed_check, drop constraint leases_snapshot_check,
      drop column rent_due_day, drop column quebec_lowest_rent_last12months, drop column signing_status, drop column document_snapshot,
      drop column document_language, drop column signed_document_cid, drop column sealed_at;`);
  }
}
