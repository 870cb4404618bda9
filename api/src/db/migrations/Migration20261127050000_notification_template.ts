import { Migration } from '@mikro-orm/migrations';

/**
 * A notification keeps the English sources of its texts and their values (docs/product.md#languages), so each reader gets it in
 * their language; `title` and `message` keep the English (older rows have only those).
 */
export class Migration20261127050000_notification_template extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table notifications add column template jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table notifications drop column template;`);
  }
}
