import { Migration } from '@mikro-orm/migrations';

/**
 * Price history (docs/product.md#price-history): one row per rent a listing has had, from `effective_from` until
 * `effective_until` (null: the rent in force), with the rent before it (`previous_rent`, null for the first).
 * Written in the transaction of the listing's creation and of each rent change. Existing listings get one row at
 * their creation with their current rent: one INSERT ... SELECT into the bare table, then the primary key, the
 * foreign key (validated in one pass over both tables) and the indexes, each built once from the loaded rows. At a
 * million listings the insert with the keys in place checked the foreign key and grew the indexes row by row: 59 s
 * against 19 s in all this way, on the same loaded machine.
 *
 * Indexes, at a million listings:
 * - `property_price_history_listing_idx`: a listing's rents newest first, so "the rent of listing X as of D" and a
 *   page of listings' latest changes (previousRent) are one index probe each.
 * - `property_price_history_current_key`: one rent in force per listing (two concurrent changes cannot both close it).
 * - `property_price_history_drops_idx`: only the rents in force that are a drop, newest first: the browse's
 *   `priceDropped` filter reads the drops of the last 30 days from it (a few per cent of listings) and joins them to
 *   the marketplace's own indexes.
 */
export class Migration20261205000000_price_history extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table property_price_history (
      id serial not null,
      created_at timestamptz not null default now(),
      property_id integer not null,
      monthly_rent integer not null check (monthly_rent >= 0),
      previous_rent integer check (previous_rent >= 0),
      effective_from timestamptz not null,
      effective_until timestamptz,
      check (effective_until is null or effective_until >= effective_from)
    );`);
    this.addSql(`insert into property_price_history (property_id, monthly_rent, effective_from)
      select id, monthly_rent, created_at from properties;`);
    this.addSql(`alter table property_price_history add primary key (id);`);
    this.addSql(`alter table property_price_history add foreign key (property_id) references properties(id) on delete cascade;`);
    this.addSql(`create index property_price_history_listing_idx on property_price_history
      (property_id, effective_from desc, id desc) include (monthly_rent, previous_rent, effective_until);`);
    this.addSql(`create unique index property_price_history_current_key on property_price_history (property_id) where effective_until is null;`);
    this.addSql(`create index property_price_history_drops_idx on property_price_history (effective_from desc) include (property_id, previous_rent, monthly_rent)
      where effective_until is null and previous_rent > monthly_rent;`);
    this.addSql(`analyze property_price_history;`);
    // Saved-search alerts of price drops: each (search, drop) pair once.
    this.addSql(`create table saved_search_price_drops (
      saved_search_id integer not null references saved_searches(id) on delete cascade,
      price_change_id integer not null references property_price_history(id) on delete cascade,
      property_id integer not null references properties(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (saved_search_id, price_change_id)
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table saved_search_price_drops;`);
    this.addSql(`drop table property_price_history;`);
  }
}
