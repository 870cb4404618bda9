import { Migration } from '@mikro-orm/migrations';

/** A listing may carry a French title and description beside its main ones (docs/product.md#languages); null when not given. */
export class Migration20261125100000_listing_french_text extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table properties add column title_fr text null, add column description_fr text null;`);
  }
}
