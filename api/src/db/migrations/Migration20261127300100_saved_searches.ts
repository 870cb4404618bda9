import { Migration } from '@mikro-orm/migrations';

const NOTIFICATION_TYPES_BEFORE = `'viewing_request', 'inquiry', 'lease', 'property_status'`;

/**
 * Saved searches and their alerts (docs/product.md#saved-searches). The filters stay as the browse contract parsed them (`filters`);
 * the criteria a new listing is matched on are copied into columns, so matching one listing against every saved
 * search is one indexed statement: '' in city_key / property_type_key means "any". saved_search_matches remembers
 * each (search, listing) pair once, which is what keeps an inbox from hearing twice about one listing.
 */
export class Migration20261127300100_saved_searches extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists unaccent;`);
    this.addSql(`alter table notifications drop constraint notifications_type_check;`);
    this.addSql(`alter table notifications add constraint notifications_type_check check (type in (${NOTIFICATION_TYPES_BEFORE}, 'saved-search-match'));`);
    this.addSql(`create table saved_searches (
      id serial primary key,
      owner_id integer not null references users(id) on delete cascade,
      name text not null,
      filters jsonb not null default '{}',
      alert text not null check (alert in ('instant', 'daily', 'off')),
      city_key text not null default '',
      property_type_key text not null default '',
      min_rent integer,
      max_rent integer,
      bedrooms integer,
      query text,
      bbox_west double precision,
      bbox_south double precision,
      bbox_east double precision,
      bbox_north double precision,
      unsubscribe_token text not null,
      last_digest_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint saved_searches_unsubscribe_token_unique unique (unsubscribe_token)
    );`);
    this.addSql(`create index saved_searches_owner_idx on saved_searches (owner_id, created_at desc);`);
    this.addSql(`create index saved_searches_match_idx on saved_searches (city_key, property_type_key) where alert <> 'off';`);
    this.addSql(`create table saved_search_matches (
      saved_search_id integer not null references saved_searches(id) on delete cascade,
      property_id integer not null references properties(id) on delete cascade,
      created_at timestamptz not null default now(),
      emailed_at timestamptz,
      primary key (saved_search_id, property_id)
    );`);
    this.addSql(`create index saved_search_matches_unsent_idx on saved_search_matches (saved_search_id) where emailed_at is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table saved_search_matches;`);
    this.addSql(`drop table saved_searches;`);
    this.addSql(`delete from notifications where type = 'saved-search-match';`);
    this.addSql(`alter table notifications drop constraint notifications_type_check;`);
    this.addSql(`alter table notifications add constraint notifications_type_check check (type in (${NOTIFICATION_TYPES_BEFORE}));`);
  }
}
