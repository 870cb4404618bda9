import { Migration } from '@mikro-orm/migrations';

// The types as Migration20261128100000_viewings left them (it added 'viewing').
const NOTIFICATION_TYPES_BEFORE = `'viewing_request', 'inquiry', 'lease', 'property_status', 'saved-search-match', 'viewing'`;

/**
 * Rental applications (docs/product.md#rental-applications). A tenant's profile is one document (`data`), copied whole into each application
 * as its snapshot, so later edits never change what a landlord was sent. The database holds the rules that must
 * never break: one open application per tenant and listing (partial unique index), statuses from the contract,
 * consent recorded on every row. Deleting an application deletes its access log; closed_at drives retention.
 */
export class Migration20261128200000_rental_applications extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table notifications drop constraint notifications_type_check;`);
    this.addSql(`alter table notifications add constraint notifications_type_check check (type in (${NOTIFICATION_TYPES_BEFORE}, 'application'));`);
    this.addSql(`create table rental_profiles (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      data jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint rental_profiles_user_unique unique (user_id)
    );`);
    this.addSql(`create table rental_applications (
      id serial primary key,
      property_id integer not null references properties(id) on delete cascade,
      tenant_id integer not null references users(id) on delete cascade,
      landlord_id integer not null references users(id) on delete cascade,
      status text not null default 'submitted' check (status in ('submitted', 'shortlisted', 'declined', 'accepted', 'withdrawn')),
      message text,
      profile jsonb not null,
      applicant_name text not null,
      applicant_email text not null,
      applicant_phone text,
      consented_at timestamptz not null,
      decided_at timestamptz,
      closed_at timestamptz,
      created_at timestamptz not null default now(),
      constraint rental_applications_closed check ((closed_at is null) = (status in ('submitted', 'shortlisted')))
    );`);
    this.addSql(`create unique index rental_applications_one_open on rental_applications (tenant_id, property_id) where status in ('submitted', 'shortlisted');`);
    this.addSql(`create index rental_applications_property_idx on rental_applications (property_id, created_at desc);`);
    this.addSql(`create index rental_applications_tenant_idx on rental_applications (tenant_id, created_at desc);`);
    this.addSql(`create index rental_applications_retention_idx on rental_applications (closed_at) where closed_at is not null;`);
    this.addSql(`create table application_access_log (
      id serial primary key,
      application_id integer not null references rental_applications(id) on delete cascade,
      viewer_id integer references users(id) on delete set null,
      viewer_name text not null,
      viewer_role text not null,
      action text not null check (action in ('viewed', 'downloaded')),
      document_name text,
      at timestamptz not null default now(),
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index application_access_log_application_idx on application_access_log (application_id, at);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table application_access_log;`);
    this.addSql(`drop table rental_applications;`);
    this.addSql(`drop table rental_profiles;`);
    this.addSql(`delete from notifications where type = 'application';`);
    this.addSql(`alter table notifications drop constraint notifications_type_check;`);
    this.addSql(`alter table notifications add constraint notifications_type_check check (type in (${NOTIFICATION_TYPES_BEFORE}));`);
  }
}
