import { Migration } from '@mikro-orm/migrations';

/**
 * Lease lifecycle and deposits (docs/product.md#leases-and-deposits). `ended`: an active lease past its end date (a daily job sets it).
 * `history`: what happened to the lease, oldest first, appended in the transaction of each change; existing leases
 * get theirs from what their rows already tell. `deposits`: checked against the province's rules by the service.
 * `renewal_of`: the lease a pending renewal continues. The overlap exclusion still counts pending and active only.
 */
export class Migration20261128200100_lease_lifecycle extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table leases drop constraint leases_status_check;`);
    this.addSql(`alter table leases add constraint leases_status_check check (status in ('draft', 'pending', 'active', 'declined', 'withdrawn', 'ended'));`);
    this.addSql(`alter table leases
      add column deposits jsonb not null default '[]',
      add column history jsonb not null default '[]',
      add column renewal_of integer references leases(id) on delete set null;`);
    this.addSql(`update leases set history =
      jsonb_build_array(jsonb_build_object('event', 'created', 'at', created_at))
      || case when status <> 'draft' then jsonb_build_array(jsonb_build_object('event', 'sent', 'at', created_at)) else '[]'::jsonb end
      || case when accepted_at is not null then jsonb_build_array(jsonb_build_object('event', 'accepted', 'at', accepted_at, 'contractCid', accepted_contract_cid)) else '[]'::jsonb end;`);
    this.addSql(`create index leases_active_end_idx on leases (end_date) where status = 'active';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index leases_active_end_idx;`);
    this.addSql(`update leases set status = 'active' where status = 'ended';`);
    this.addSql(`alter table leases drop column deposits, drop column history, drop column renewal_of;`);
    this.addSql(`alter table leases drop constraint leases_status_check;`);
    this.addSql(`alter table leases add constraint leases_status_check check (status in ('draft', 'pending', 'active', 'declined', 'withdrawn'));`);
  }
}
