import { Migration } from '@mikro-orm/migrations';

/**
 * Scam signals in messages (docs/product.md#scam-signals-in-messages): `chat_messages.scam_signals` keeps the kinds of
 * scam wording (contracts/scam-wording.ts) a message from a landlord to a tenant matched when it was sent; empty for
 * every other message. The tenant is shown a safety notice beside such a message; admins see each sender's count,
 * read through a partial index of the flagged messages only.
 */
export class Migration20261205030000_message_safety extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table chat_messages add column scam_signals text[] not null default '{}'
      check (scam_signals <@ array['untraceable_payment', 'pay_before_viewing', 'pay_to_reserve', 'owner_abroad', 'keys_by_mail']::text[]);`);
    this.addSql(`create index chat_messages_scam_sender_idx on chat_messages (sender_id) where cardinality(scam_signals) > 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index chat_messages_scam_sender_idx;`);
    this.addSql(`alter table chat_messages drop column scam_signals;`);
  }
}
