import { Migration } from '@mikro-orm/migrations';

/**
 * Conversations outlive the listing they are about: deleting a listing used to delete its inquiries and
 * its chat, so both people lost what they had said. Each inquiry now keeps a copy of the listing's title, and neither
 * table's `property_id` has a foreign key any more: it stays the number of the listing the conversation was about,
 * which identifies the conversation with the pair of people (setting it null would merge one pair's conversations
 * about two removed listings and break their links). Listing ids come from a sequence and are never reused, and the
 * services only write a conversation about a listing that exists.
 */
export class Migration20261130100000_conversations_outlive_listings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table inquiries drop constraint inquiries_property_id_fkey;`);
    this.addSql(`alter table chat_messages drop constraint chat_messages_property_id_fkey;`);
    this.addSql(`alter table inquiries add column property_title text;`);
    this.addSql(`update inquiries i set property_title = p.title from properties p where p.id = i.property_id;`);
    this.addSql(`alter table inquiries alter column property_title set not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from inquiries i where not exists (select 1 from properties p where p.id = i.property_id);`);
    this.addSql(`delete from chat_messages m where not exists (select 1 from properties p where p.id = m.property_id);`);
    this.addSql(`alter table inquiries drop column property_title;`);
    this.addSql(`alter table inquiries add constraint inquiries_property_id_fkey
      foreign key (property_id) references properties(id) on delete cascade;`);
    this.addSql(`alter table chat_messages add constraint chat_messages_property_id_fkey
      foreign key (property_id) references properties(id) on delete cascade;`);
  }
}
