import { Migration } from '@mikro-orm/migrations';

const MARKETPLACE = `where status = 'approved' and show_on_marketplace and not owner_suspended`;

/** The partial browse indexes this migration builds, by name: before (down) and after (up). */
const INDEXES: Record<string, { before: string | null; after: string }> = {
  // Newest first on the marketplace, every common filter and the box read from the index (no row until the page).
  properties_newest_idx: {
    before: null,
    after: '(created_at desc, id desc) include (monthly_rent, bedrooms, property_type, latitude, longitude)',
  },
  properties_price_idx: {
    before: '(monthly_rent, id, property_type, bedrooms)',
    after: '(monthly_rent, id, property_type, bedrooms) include (latitude, longitude)',
  },
  properties_city_price_idx: {
    before: '(hearth_place_key(city), monthly_rent, id)',
    after: '(hearth_place_key(city), monthly_rent, id) include (bedrooms, property_type, latitude, longitude, city)',
  },
  properties_pin_idx: {
    before: '(latitude, longitude)',
    after: '(latitude, longitude) include (id, created_at, monthly_rent, bedrooms, property_type)',
  },
  // A box by price: each tenth-of-a-degree cell of the box in rent order, merged (property.queries.ts); with a type,
  // each cell's listings of that type; with a bedroom minimum, each cell's group of bedroom counts (0-3, 4 or more).
  properties_cell_price_idx: {
    before: null,
    after: '(hearth_geo_cell(latitude, longitude), monthly_rent, id) include (bedrooms, property_type, latitude, longitude)',
  },
  properties_cell_type_price_idx: {
    before: null,
    after: '(hearth_geo_cell(latitude, longitude), property_type, monthly_rent, id) include (bedrooms, latitude, longitude)',
  },
  properties_cell_rooms_price_idx: {
    before: null,
    after: '(hearth_geo_cell(latitude, longitude), least(bedrooms, 4), monthly_rent, id) include (bedrooms, property_type, latitude, longitude)',
  },
};

/**
 * Browse indexes that hold what the filters read (a Toronto box by price with bedrooms took 1.8 s at p99):
 * a browse first picks its page's ids from one index alone (an index-only scan, the box, rent, bedrooms and type
 * checked on index entries), then reads those 25 rows. A box sorted by price reads each of its cells in rent order
 * (`hearth_geo_cell`: a tenth of a degree of latitude and longitude, about 11 × 8 km in Toronto), 25 entries a cell,
 * instead of every listing in the box or the whole country's in rent order.
 */
export class Migration20261201000000_browse_covering_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function hearth_geo_cell(latitude float8, longitude float8) returns int
      language sql immutable parallel safe strict
      return floor(latitude * 10)::int * 10000 + floor(longitude * 10)::int + 5000;`);
    for (const [name, { before, after }] of Object.entries(INDEXES)) {
      if (before) this.addSql(`drop index ${name};`);
      this.addSql(`create index ${name} on properties ${after} ${MARKETPLACE};`);
    }
  }

  override async down(): Promise<void> {
    for (const [name, { before }] of Object.entries(INDEXES)) {
      this.addSql(`drop index ${name};`);
      if (before) this.addSql(`create index ${name} on properties ${before} ${MARKETPLACE};`);
    }
    this.addSql(`drop function hearth_geo_cell;`);
  }
}
