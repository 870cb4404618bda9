import { Migration } from '@mikro-orm/migrations';
import { MODERATION_REASON_MAX, REPORT_DETAILS_MAX, REPORT_REASONS, REPORT_STATUSES } from '../../contracts/index.js';

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * Trust and safety (docs/product.md#trust-and-safety): listing reports, the moderation reason of a listing an admin hid, review flags
 * (a photo already used by another landlord's listing) and suspended landlords.
 * owner_suspended is denormalised from users.suspended_at (kept in the same transaction as a suspension) so the
 * public browse stays one filter on the rows properties_browse_idx already walks, without a join per row.
 */
export class Migration20261124120000_trust_and_safety extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table users add column suspended_at timestamptz;`);
    this.addSql(`alter table properties
      add column owner_suspended boolean not null default false,
      add column moderation_reason text check (length(moderation_reason) between 1 and ${MODERATION_REASON_MAX}),
      add column review_flags text[] not null default '{}';`);
    // A new listing's photos are looked up among everyone's listings (hijacked-ad check).
    this.addSql(`create index properties_images_idx on properties using gin (images);`);

    this.addSql(`create table listing_reports (
      id serial primary key,
      property_id integer not null references properties(id) on delete cascade,
      reporter_id integer not null references users(id) on delete cascade,
      reason text not null check (reason in (${list(REPORT_REASONS)})),
      details text check (length(details) <= ${REPORT_DETAILS_MAX}),
      status text not null default 'open' check (status in (${list(REPORT_STATUSES)})),
      resolved_by integer references users(id) on delete set null,
      resolved_at timestamptz,
      created_at timestamptz not null default now()
    );`);
    // One open report per user and listing; the queue reads open reports oldest first.
    this.addSql(`create unique index listing_reports_open_unique on listing_reports (property_id, reporter_id) where status = 'open';`);
    this.addSql(`create index listing_reports_queue_idx on listing_reports (created_at, id) where status = 'open';`);
  }
}
