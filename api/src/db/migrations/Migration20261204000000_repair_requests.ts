import { Migration } from '@mikro-orm/migrations';
import {
  FILE_CATEGORIES,
  REPAIR_CATEGORIES,
  REPAIR_COMMENT_MAX,
  REPAIR_DESCRIPTION_MAX,
  REPAIR_PHOTOS_MAX,
  REPAIR_STATUSES,
  REPAIR_URGENCIES,
  UPLOAD_PURPOSES,
} from '../../contracts/index.js';

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
const LOGIN_PURPOSES = ['magic_link', 'password_reset', 'email_verification'];
const tokenPurposes = (uploads: readonly string[]) => [...LOGIN_PURPOSES, 'upload', ...uploads.map((kind) => `upload_${kind}`)];
const UPLOAD_PURPOSES_BEFORE = UPLOAD_PURPOSES.filter((purpose) => purpose !== 'private-image');
const FILE_CATEGORIES_BEFORE = FILE_CATEGORIES.filter((category) => category !== 'private');

/**
 * Repair requests (docs/product.md#repair-requests): a tenant files one on their lease; the landlord walks its status
 * forward, the tenant closes or reopens it. Every status change is a row of `repair_request_events` (who, when), and
 * the two parties talk in `repair_request_comments`, photos by content id. `landlord_id` and `property_id` are copied
 * from the lease when filed, so the landlord's list reads one table through one index.
 * Photos are uploaded with the purpose `private-image` and stored in the category `private`: never public by cid.
 */
export class Migration20261204000000_repair_requests extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table stored_files drop constraint stored_files_category_check,
      add constraint stored_files_category_check check (category in (${list(FILE_CATEGORIES)}));`);
    this.addSql(`alter table single_use_tokens drop constraint single_use_tokens_purpose_check,
      add constraint single_use_tokens_purpose_check check (purpose in (${list(tokenPurposes(UPLOAD_PURPOSES))}));`);
    this.addSql(`create table repair_requests (
      id serial primary key,
      lease_id integer not null references leases(id) on delete cascade,
      property_id integer not null references properties(id) on delete cascade,
      landlord_id integer not null references users(id) on delete cascade,
      tenant_id integer not null references users(id) on delete cascade,
      category text not null check (category in (${list(REPAIR_CATEGORIES)})),
      description text not null check (length(description) between 1 and ${REPAIR_DESCRIPTION_MAX}),
      urgency text not null check (urgency in (${list(REPAIR_URGENCIES)})),
      photos text[] not null default '{}' check (cardinality(photos) <= ${REPAIR_PHOTOS_MAX}),
      entry_permission boolean not null default false,
      status text not null default 'open' check (status in (${list(REPAIR_STATUSES)})),
      resolved_at timestamptz,
      updated_at timestamptz not null default now(),
      created_at timestamptz not null default now()
    );`);
    // The landlord's list: their requests, emergencies first, then oldest.
    this.addSql(`create index repair_requests_landlord_idx on repair_requests (landlord_id, (urgency <> 'emergency'), created_at, id);`);
    this.addSql(`create index repair_requests_tenant_idx on repair_requests (tenant_id, created_at desc);`);
    this.addSql(`create index repair_requests_lease_idx on repair_requests (lease_id);`);
    this.addSql(`create index repair_requests_photos_idx on repair_requests using gin (photos);`);

    this.addSql(`create table repair_request_events (
      id serial primary key,
      request_id integer not null references repair_requests(id) on delete cascade,
      actor_id integer references users(id) on delete set null,
      from_status text check (from_status in (${list(REPAIR_STATUSES)})),
      to_status text not null check (to_status in (${list(REPAIR_STATUSES)})),
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index repair_request_events_request_idx on repair_request_events (request_id, created_at, id);`);

    this.addSql(`create table repair_request_comments (
      id serial primary key,
      request_id integer not null references repair_requests(id) on delete cascade,
      author_id integer references users(id) on delete set null,
      body text not null check (length(body) between 1 and ${REPAIR_COMMENT_MAX}),
      photos text[] not null default '{}' check (cardinality(photos) <= ${REPAIR_PHOTOS_MAX}),
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index repair_request_comments_request_idx on repair_request_comments (request_id, created_at, id);`);
    this.addSql(`create index repair_request_comments_photos_idx on repair_request_comments using gin (photos);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table repair_request_comments;`);
    this.addSql(`drop table repair_request_events;`);
    this.addSql(`drop table repair_requests;`);
    this.addSql(`delete from single_use_tokens where purpose = 'upload_private-image';`);
    this.addSql(`alter table single_use_tokens drop constraint single_use_tokens_purpose_check,
      add constraint single_use_tokens_purpose_check check (purpose in (${list(tokenPurposes(UPLOAD_PURPOSES_BEFORE))}));`);
    this.addSql(`update stored_files set category = 'image' where category = 'private';`);
    this.addSql(`alter table stored_files drop constraint stored_files_category_check,
      add constraint stored_files_category_check check (category in (${list(FILE_CATEGORIES_BEFORE)}));`);
  }
}
