import { Migration } from '@mikro-orm/migrations';

/**
 * A change number for the listings: every transaction that inserts, updates or deletes listings adds one to
 * `listings_version.number`. The browse keys what it keeps for a text query (its tsquery, ranked matches and count)
 * on the number read first, so a kept answer never predates a change committed before the request began.
 * A row, not a sequence: its new number becomes visible with the change itself (a sequence moves before the commit
 * is visible, and a reader could keep a stale answer under the new number). The trigger is deferred to the commit
 * and runs once per transaction, so the row is locked only while a listing change commits.
 */
export class Migration20261129000000_listings_change_number extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table listings_version (
      one boolean primary key default true check (one),
      number bigint not null default 0
    );`);
    this.addSql(`insert into listings_version default values;`);
    this.addSql(`analyze listings_version;`); // one row, known to the planner from the start
    this.addSql(`create function listings_changed() returns trigger language plpgsql as $$
      begin
        if current_setting('hearth.listings_changed', true) is distinct from 'yes' then
          update listings_version set number = number + 1;
          perform set_config('hearth.listings_changed', 'yes', true); -- until the end of this transaction
        end if;
        return null;
      end $$;`);
    this.addSql(`create constraint trigger listings_changed after insert or update or delete on properties
      deferrable initially deferred for each row execute function listings_changed();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger listings_changed on properties;`);
    this.addSql(`drop function listings_changed();`);
    this.addSql(`drop table listings_version;`);
  }
}
