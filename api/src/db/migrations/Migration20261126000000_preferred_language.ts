import { Migration } from '@mikro-orm/migrations';

/** The language a person chose for the app, their emails and API messages (docs/product.md#languages); null until they choose. */
export class Migration20261126000000_preferred_language extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table users add column preferred_language text check (preferred_language in ('en', 'fr'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table users drop column preferred_language;`);
  }
}
