import { Migration } from '@mikro-orm/migrations';
import { VIEWING_DECLINE_REASON_MAX, VIEWING_MESSAGE_MAX, VIEWING_PROPOSALS_MAX } from '../../contracts/index.js';

/**
 * Viewing requests (docs/product.md#viewing-requests): on a listing without viewing times, a tenant proposes up to
 * three times and a message, and the owner answers once: accepts a time (`booking_id`, the booked viewing it became),
 * offers slots, or declines with a reason. Answered exactly when `answered_at` is set (a check).
 */
export class Migration20261203000000_viewing_requests extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table viewing_requests (
      id serial primary key,
      property_id integer not null references properties(id) on delete cascade,
      tenant_id integer not null references users(id) on delete cascade,
      proposed_times timestamptz[] not null default '{}' check (cardinality(proposed_times) <= ${VIEWING_PROPOSALS_MAX}),
      message text check (length(message) <= ${VIEWING_MESSAGE_MAX}),
      status text not null default 'pending' check (status in ('pending', 'accepted', 'slots_offered', 'declined')),
      booking_id integer references viewing_bookings(id) on delete set null,
      decline_reason text check (length(decline_reason) between 1 and ${VIEWING_DECLINE_REASON_MAX}),
      answered_at timestamptz,
      created_at timestamptz not null default now(),
      constraint viewing_requests_answered check ((status = 'pending') = (answered_at is null)),
      constraint viewing_requests_declined check ((status = 'declined') = (decline_reason is not null))
    );`);
    this.addSql(`create index viewing_requests_tenant_idx on viewing_requests (tenant_id, property_id, created_at desc);`);
    this.addSql(`create index viewing_requests_property_idx on viewing_requests (property_id, created_at desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table viewing_requests;`);
  }
}
