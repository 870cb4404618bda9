import { Migration } from '@mikro-orm/migrations';

/** A tenant may withdraw a viewing request no time was booked for (docs/product.md#viewing-requests). */
export class Migration20261205050000_viewing_request_withdrawal extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table viewing_requests drop constraint viewing_requests_status_check;`);
    this.addSql(`alter table viewing_requests add constraint viewing_requests_status_check
      check (status in ('pending', 'accepted', 'slots_offered', 'declined', 'withdrawn'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from viewing_requests where status = 'withdrawn';`);
    this.addSql(`alter table viewing_requests drop constraint viewing_requests_status_check;`);
    this.addSql(`alter table viewing_requests add constraint viewing_requests_status_check check (status in ('pending', 'accepted', 'slots_offered', 'declined'));`);
  }
}
