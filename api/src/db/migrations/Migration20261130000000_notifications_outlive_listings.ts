import { Migration } from '@mikro-orm/migrations';

/**
 * A notification outlives the listing it is about: deleting a listing used to delete every notice about it from
 * every inbox (a tenant's application or viewing news vanished). Each notice keeps its own title and message, so
 * it now stays, without its link (`property_id` null), like the cancellation sent when a listing is deleted.
 */
export class Migration20261130000000_notifications_outlive_listings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table notifications drop constraint notifications_property_id_fkey;`);
    this.addSql(`alter table notifications add constraint notifications_property_id_fkey
      foreign key (property_id) references properties(id) on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table notifications drop constraint notifications_property_id_fkey;`);
    this.addSql(`alter table notifications add constraint notifications_property_id_fkey
      foreign key (property_id) references properties(id) on delete cascade;`);
  }
}
