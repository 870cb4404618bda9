import { Migration } from '@mikro-orm/migrations';
import { PROVINCES } from '../../contracts/index.js';

/**
 * The deposit's return (docs/deposit-return.md): one itemized statement per lease (unique lease_id), its amounts
 * fixed when made and kept consistent by checks (returned = held - deducted, never below zero).
 */
export class Migration20261204030000_deposit_returns extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table deposit_returns (
      id serial primary key,
      created_at timestamptz not null default now(),
      lease_id integer not null unique references leases(id) on delete cascade,
      landlord_id integer not null references users(id) on delete restrict,
      province text not null check (province in (${PROVINCES.map((p) => `'${p}'`).join(', ')})),
      moved_out_on date not null,
      deadline date,
      held integer not null check (held >= 0),
      applied_to_last_month integer not null default 0 check (applied_to_last_month >= 0),
      deductions jsonb not null default '[]' check (jsonb_typeof(deductions) = 'array'),
      deducted integer not null check (deducted >= 0),
      returned integer not null check (returned >= 0),
      constraint deposit_returns_sum check (returned = held - deducted)
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table deposit_returns;`);
  }
}
