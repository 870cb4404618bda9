import { Migration } from '@mikro-orm/migrations';

/**
 * Email verification and lease invitations (docs/product.md#lease-invitations). A lease reaches a tenant by email only once that
 * account has verified the address; the tenant accepts (active) or declines it, the landlord may withdraw it.
 * Existing accounts start unverified on purpose: none of them ever proved they own their address.
 * Status lists are spelled out: a migration must not change when the enum does later.
 * The overlap exclusion constraint is untouched: it still counts only pending and active leases.
 */
export class Migration20261124100000_lease_invitations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table users add column email_verified_at timestamptz;`);

    this.addSql(`alter table login_tokens drop constraint login_tokens_purpose_check;`);
    this.addSql(`alter table login_tokens add constraint login_tokens_purpose_check
      check (purpose in ('magic_link', 'password_reset', 'email_verification'));`);

    this.addSql(`alter table leases drop constraint leases_status_check;`);
    this.addSql(`alter table leases add constraint leases_status_check check (status in ('draft', 'pending', 'active', 'declined', 'withdrawn'));`);
    // Who accepted, when, and the content id of the contract they saw then (null when the lease had none).
    this.addSql(`alter table leases
      add column accepted_by integer references users(id) on delete set null,
      add column accepted_at timestamptz,
      add column accepted_contract_cid text;`);
  }
}
