import { Migration } from '@mikro-orm/migrations';

const NOTIFICATION_TYPES_BEFORE = `'viewing_request', 'inquiry', 'lease', 'property_status', 'saved-search-match'`;

/**
 * Viewing slots and their bookings (docs/product.md#viewings). The database keeps the promises: a slot's `booked_count` never
 * passes its capacity (a check, raised by one conditional update per booking), two live slots of a listing never
 * overlap (exclusion constraint), and a tenant holds one upcoming booking per listing: an active booking spans from
 * when it was made to the end of its viewing (`ends_at`, copied from the slot), and a tenant's active spans on one
 * listing never overlap (exclusion constraint), so once a viewing is over the tenant may book that listing again.
 * A deleted slot stays as a cancelled row so its bookings keep their time.
 */
export class Migration20261128100000_viewings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists btree_gist;`);
    this.addSql(`alter table notifications drop constraint notifications_type_check;`);
    this.addSql(`alter table notifications add constraint notifications_type_check check (type in (${NOTIFICATION_TYPES_BEFORE}, 'viewing'));`);
    this.addSql(`create table viewing_slots (
      id serial primary key,
      property_id integer not null references properties(id) on delete cascade,
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      capacity integer not null check (capacity between 1 and 50),
      booked_count integer not null default 0,
      cancelled_at timestamptz,
      created_at timestamptz not null default now(),
      constraint viewing_slots_duration check (ends_at - starts_at between interval '15 minutes' and interval '120 minutes'),
      constraint viewing_slots_capacity check (booked_count between 0 and capacity),
      constraint viewing_slots_no_overlap exclude using gist (property_id with =, tstzrange(starts_at, ends_at) with &&) where (cancelled_at is null)
    );`);
    this.addSql(`create index viewing_slots_property_idx on viewing_slots (property_id, starts_at) where cancelled_at is null;`);
    this.addSql(`create table viewing_bookings (
      id serial primary key,
      slot_id integer not null references viewing_slots(id) on delete cascade,
      property_id integer not null references properties(id) on delete cascade,
      tenant_id integer not null references users(id) on delete cascade,
      status text not null default 'active' check (status in ('active', 'cancelled')),
      message text,
      cancelled_by text check (cancelled_by in ('tenant', 'landlord')),
      cancel_reason text,
      cancelled_at timestamptz,
      reminded_at timestamptz,
      ends_at timestamptz not null,
      created_at timestamptz not null default now(),
      constraint viewing_bookings_cancelled check ((status = 'cancelled') = (cancelled_at is not null)),
      constraint viewing_bookings_one_upcoming exclude using gist (tenant_id with =, property_id with =, tstzrange(created_at, ends_at) with &&) where (status = 'active')
    );`);
    this.addSql(`create index viewing_bookings_slot_idx on viewing_bookings (slot_id) where status = 'active';`);
    this.addSql(`create index viewing_bookings_tenant_idx on viewing_bookings (tenant_id, created_at desc);`);
    this.addSql(`create index viewing_bookings_property_idx on viewing_bookings (property_id, created_at desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table viewing_bookings;`);
    this.addSql(`drop table viewing_slots;`);
    this.addSql(`delete from notifications where type = 'viewing';`);
    this.addSql(`alter table notifications drop constraint notifications_type_check;`);
    this.addSql(`alter table notifications add constraint notifications_type_check check (type in (${NOTIFICATION_TYPES_BEFORE}));`);
  }
}
