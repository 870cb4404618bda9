import { Migration } from '@mikro-orm/migrations';

/**
 * Browse at national scale (docs/search.md). The public marketplace's common shapes each get an index
 * that hands over the matching rows in the asked order, so no filter combination walks properties_browse_idx in
 * date order past rows it then discards (city + rent range + type did: 185,000 rows read for 25).
 *
 * The city filter compares place keys (accent-, case- and space-blind, like the city box's suggestions), so the
 * city indexes are on hearth_place_key(city), partial on the marketplace rows.
 * - properties_city_newest_idx: a city, newest first (the common page); other filters are checked on its rows.
 * - properties_city_type_rent_idx: a city and a type and/or a rent range: the exact matches, then a small sort.
 * - properties_city_price_idx: a city by price (either way), or a city and a rent range.
 * - properties_type_newest_idx: a type across Canada, newest first.
 * - properties_pin_idx: a map box as latitude and longitude ranges. It replaces the GiST index on the point: the
 *   planner has no statistics for `point <@ box` (a fixed 0.5 % guess), so a metro-sized box (100,000 listings)
 *   went through the GiST index and a sort in 4 s; with ranges it estimates from the columns' histograms and walks
 *   the date index for a big box, the pin index for a small one.
 * hearth_search_word is rewritten to OR each distinct form once ('plateau' in English, French and plain is one
 * lexeme): ts_rank's cost grows with the query's operands, and ranking is most of a text search's time.
 * Extended statistics tell the planner that type, bedrooms and rent go together (a house has more bedrooms and
 * costs more), so its row estimates for combined filters, and thus its choice of index, stay right.
 */
export class Migration20261127120000_search_indexes extends Migration {
  override async up(): Promise<void> {
    const marketplace = `where status = 'approved' and show_on_marketplace`;
    this.addSql(`drop index if exists properties_city_idx;`);
    this.addSql(`create index properties_city_newest_idx on properties (hearth_place_key(city), created_at desc, id desc) ${marketplace};`);
    this.addSql(`create index properties_city_type_rent_idx on properties (hearth_place_key(city), property_type, monthly_rent) ${marketplace};`);
    this.addSql(`create index properties_city_price_idx on properties (hearth_place_key(city), monthly_rent, id) ${marketplace};`);
    this.addSql(`create index properties_type_newest_idx on properties (property_type, created_at desc, id desc) ${marketplace};`);
    this.addSql(`drop index if exists properties_point_idx;`);
    this.addSql(`create index properties_pin_idx on properties (latitude, longitude) ${marketplace};`);
    this.addSql(`create statistics properties_listing_shape (dependencies, mcv) on property_type, bedrooms, monthly_rent from properties;`);
    this.addSql(`create or replace function hearth_search_word(word text) returns tsquery language sql stable parallel safe strict as $$
      select coalesce(string_agg(distinct '(' || form::text || ')', ' | ')::tsquery, ''::tsquery) from (
        select plainto_tsquery('english', hearth_unaccent(word)) as form
        union all select plainto_tsquery('french', hearth_unaccent(word))
        union all select plainto_tsquery('simple', hearth_unaccent(word))
        union all (
          select plainto_tsquery('simple', sp.key) from search_places sp
          where length(word) >= 4 and sp.listings > 0 and sp.key % hearth_place_key(word) and similarity(sp.key, hearth_place_key(word)) >= 0.35
          order by sp.key <-> hearth_place_key(word) limit 1
        )
      ) forms where form::text <> ''
    $$;`);
    this.addSql(`analyze properties;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop statistics properties_listing_shape;`);
    this.addSql(`drop index properties_city_newest_idx, properties_city_type_rent_idx, properties_city_price_idx, properties_type_newest_idx, properties_pin_idx;`);
    this.addSql(`create index properties_point_idx on properties using gist (point(longitude, latitude)) where status = 'approved' and show_on_marketplace;`);
    this.addSql(`create index properties_city_idx on properties (lower(city), status, show_on_marketplace);`);
  }
}
