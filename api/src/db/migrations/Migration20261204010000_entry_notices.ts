import { Migration } from '@mikro-orm/migrations';
import { ENTRY_DURATION_MAX, ENTRY_REASON_MAX, ENTRY_URGENCIES, PROVINCES } from '../../contracts/index.js';

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * Entry notices (docs/entry-notices.md): a landlord's written notice of entering for a repair request, with the
 * request's parties, property and urgency copied in, and the province whose rule it met. An entry ends after it
 * starts and lasts at most the form's longest (a check); the tenant's upcoming entries are read by `ends_at`.
 */
export class Migration20261204010000_entry_notices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table entry_notices (
      id serial primary key,
      repair_request_id integer not null references repair_requests(id) on delete cascade,
      property_id integer not null references properties(id) on delete cascade,
      landlord_id integer not null references users(id) on delete cascade,
      tenant_id integer not null references users(id) on delete cascade,
      province text not null check (province in (${list(PROVINCES)})),
      urgency text not null check (urgency in (${list(ENTRY_URGENCIES)})),
      enter_at timestamptz not null,
      ends_at timestamptz not null,
      reason text not null check (length(reason) between 1 and ${ENTRY_REASON_MAX}),
      created_at timestamptz not null default now(),
      constraint entry_notices_span check (ends_at > enter_at and ends_at <= enter_at + interval '${ENTRY_DURATION_MAX} minutes')
    );`);
    this.addSql(`create index entry_notices_request_idx on entry_notices (repair_request_id, enter_at);`);
    this.addSql(`create index entry_notices_tenant_idx on entry_notices (tenant_id, ends_at);`);
    this.addSql(`create index entry_notices_landlord_idx on entry_notices (landlord_id, ends_at);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table entry_notices;`);
  }
}
