import { Migration } from '@mikro-orm/migrations';
import { MODERATION_REASON_MAX } from '../../contracts/index.js';

/**
 * Moderation with reasons (docs/product.md#admin-panel): an admin's review of a listing may carry a reason
 * (properties.moderation_reason, which until now only said why a reported listing was hidden), so whether the
 * listing was hidden is its own flag (hidden_by_moderation: the owner cannot list it again); a suspension may carry
 * the reason the landlord is told (users.suspension_reason).
 */
export class Migration20261202000000_moderation_reasons extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table properties add column hidden_by_moderation boolean not null default false;`);
    this.addSql(`update properties set hidden_by_moderation = true where moderation_reason is not null;`);
    this.addSql(`alter table users add column suspension_reason text check (length(suspension_reason) between 1 and ${MODERATION_REASON_MAX});`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table users drop column suspension_reason;`);
    this.addSql(`alter table properties drop column hidden_by_moderation;`);
  }
}
