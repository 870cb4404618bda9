import { Migration } from '@mikro-orm/migrations';
import { RENT_PAYMENT_MAX, RENT_PAYMENT_NOTE_MAX } from '../../contracts/index.js';

/**
 * The rent ledger (docs/rent-ledger.md): payments a landlord records on a lease, in integer cents, and Revenu Québec's
 * number of each Québec dwelling (box A of the RL-31), entered once per listing by its landlord, and the deposit
 * interest notices the daily job has sent (one per lease and anniversary).
 */
export class Migration20261204040000_rent_payments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table rent_payments (
      id serial primary key,
      created_at timestamptz not null default now(),
      lease_id integer not null references leases(id) on delete cascade,
      amount_cents integer not null check (amount_cents > 0 and amount_cents <= ${RENT_PAYMENT_MAX * 100}),
      paid_on date not null,
      method text not null check (method in ('e-transfer', 'cheque', 'cash', 'other')),
      note text check (length(note) <= ${RENT_PAYMENT_NOTE_MAX}),
      recorded_by integer not null references users(id) on delete restrict
    );`);
    // The ledger reads a lease's payments in the order they were paid.
    this.addSql(`create index rent_payments_lease_idx on rent_payments (lease_id, paid_on, id);`);
    this.addSql(`create table quebec_dwelling_numbers (
      id serial primary key,
      created_at timestamptz not null default now(),
      property_id integer not null unique references properties(id) on delete cascade,
      dwelling_number text not null check (dwelling_number ~ '^[0-9]{1,20}$'),
      set_by integer not null references users(id) on delete restrict
    );`);
    // Each anniversary's deposit interest is told once (the daily job may run again).
    this.addSql(`create table rent_deposit_interest_notices (
      id serial primary key,
      created_at timestamptz not null default now(),
      lease_id integer not null references leases(id) on delete cascade,
      anniversary date not null,
      interest_cents integer not null check (interest_cents >= 0),
      unique (lease_id, anniversary)
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table rent_deposit_interest_notices;`);
    this.addSql(`drop table quebec_dwelling_numbers;`);
    this.addSql(`drop table rent_payments;`);
  }
}
