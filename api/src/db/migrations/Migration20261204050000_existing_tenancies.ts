import { Migration } from '@mikro-orm/migrations';

/**
 * Tenancies brought in from outside, first occupancy and renewal reminders (docs/product.md#tenancies-brought-in).
 * `existing_tenancy`: a sitting tenant's lease the landlord brought into Hearth (its start may be in the past; the
 * tenant still confirms it as an invitation). `last_increase_on`: the day the rent was last raised in the tenancy
 * (the 12-month rule of rent increases counts from it; null: from the start), never before the start except on a
 * renewal, which carries its tenancy's day over. A monthly tenancy has no end date (end_date null, allowed
 * since the first migration). `first_occupied_on`: the day the unit was first lived in (Ontario's exemption from the
 * rent increase guideline for units first occupied after 15 November 2018). `lease_renewal_reminders`: one row per
 * lease and reminder sent before a fixed term ends, so a doubled or retried job reminds nobody twice.
 */
export class Migration20261204050000_existing_tenancies extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table leases
      add column existing_tenancy boolean not null default false,
      add column last_increase_on date,
      add constraint leases_last_increase_check check (last_increase_on is null or renewal_of is not null or (start_date is not null and last_increase_on >= start_date));`);
    this.addSql(`alter table properties add column first_occupied_on date;`);
    this.addSql(`create table lease_renewal_reminders (
      lease_id integer not null references leases(id) on delete cascade,
      reminder text not null check (length(reminder) between 1 and 40),
      end_date date not null,
      sent_at timestamptz not null,
      primary key (lease_id, reminder, end_date)
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table lease_renewal_reminders;`);
    this.addSql(`alter table properties drop column first_occupied_on;`);
    this.addSql(`alter table leases drop constraint leases_last_increase_check, drop column last_increase_on, drop column existing_tenancy;`);
  }
}
