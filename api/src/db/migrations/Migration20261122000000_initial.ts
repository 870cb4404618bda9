import { Migration } from '@mikro-orm/migrations';
import {
  ALL_PROPERTY_TYPES,
  DOCUMENT_TYPES,
  FURNISHED_OPTIONS,
  INQUIRY_STATUSES,
  NOTIFICATION_TYPES,
  PARKING_OPTIONS,
  PROPERTY_STATUSES,
  PROVINCES,
  ROLES,
} from '../../contracts/index.js';

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** The data model of docs/product.md#entities with the invariants the database itself guards. */
export class Migration20261122000000_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists btree_gist;`);

    this.addSql(`create table users (
      id serial primary key,
      email text not null check (email = btrim(email) and email <> ''),
      name text,
      password text,
      role text not null default 'tenant' check (role in (${list(ROLES)})),
      whatsapp text,
      phone text,
      bio text,
      location text,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create unique index users_email_lower_unique on users (lower(email));`);

    // Deleting an account removes what only it owns; listings go with their owner.
    this.addSql(`create table properties (
      id serial primary key,
      title text not null,
      description text,
      address text not null,
      city text not null,
      province text not null check (province in (${list(PROVINCES)})),
      property_type text not null check (property_type in (${list(ALL_PROPERTY_TYPES)})),
      bedrooms integer not null check (bedrooms between 0 and 50),
      bathrooms numeric(3,1) not null check (bathrooms >= 0),
      sqft integer check (sqft > 0),
      furnished text not null default 'unfurnished' check (furnished in (${list(FURNISHED_OPTIONS)})),
      parking text not null default 'none' check (parking in (${list(PARKING_OPTIONS)})),
      monthly_rent integer not null check (monthly_rent >= 0),
      lease_start_date date,
      lease_end_date date,
      amenities text[] not null default '{}',
      images text[] not null default '{}',
      status text not null default 'approved' check (status in (${list(PROPERTY_STATUSES)})),
      show_on_marketplace boolean not null default true,
      owner_id integer not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    // Browse: public listings newest first, filtered by city (case-insensitive), type, rent and bedrooms.
    this.addSql(`create index properties_browse_idx on properties (status, show_on_marketplace, created_at desc, id desc);`);
    this.addSql(`create index properties_city_idx on properties (lower(city), status, show_on_marketplace);`);
    this.addSql(`create index properties_type_idx on properties (property_type, status, show_on_marketplace);`);
    this.addSql(`create index properties_rent_idx on properties (monthly_rent) where status = 'approved' and show_on_marketplace;`);
    this.addSql(`create index properties_bedrooms_idx on properties (bedrooms) where status = 'approved' and show_on_marketplace;`);
    this.addSql(`create index properties_owner_idx on properties (owner_id, created_at desc);`);

    this.addSql(`create table documents (
      id serial primary key,
      name text not null,
      type text not null check (type in (${list(DOCUMENT_TYPES)})),
      ipfs_hash text not null,
      property_id integer not null references properties(id) on delete cascade,
      uploaded_by integer not null references users(id) on delete cascade,
      accessible_to text[] not null default '{}',
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index documents_property_idx on documents (property_id);`);

    // A lease outlives a tenant account (tenant_id set null) but not its property.
    this.addSql(`create table leases (
      id serial primary key,
      property_id integer not null references properties(id) on delete cascade,
      landlord_id integer not null references users(id) on delete cascade,
      tenant_id integer references users(id) on delete set null,
      tenant_name text not null,
      tenant_email text not null,
      tenant_phone text,
      status text not null default 'draft' check (status in ('draft', 'pending', 'active')),
      start_date date,
      end_date date,
      monthly_rent integer not null check (monthly_rent >= 0),
      terms text,
      document_id integer references documents(id) on delete set null,
      contract_document jsonb,
      created_at timestamptz not null default now(),
      constraint leases_dates_ordered check (start_date is null or end_date is null or end_date > start_date),
      constraint leases_no_overlap exclude using gist (
        property_id with =,
        daterange(start_date, end_date, '[]') with &&
      ) where (status in ('pending', 'active'))
    );`);
    this.addSql(`create index leases_property_idx on leases (property_id);`);
    this.addSql(`create index leases_landlord_idx on leases (landlord_id);`);
    this.addSql(`create index leases_tenant_idx on leases (tenant_id);`);
    this.addSql(`create index leases_tenant_email_idx on leases (lower(tenant_email));`);

    this.addSql(`create table inquiries (
      id serial primary key,
      property_id integer not null references properties(id) on delete cascade,
      tenant_id integer not null references users(id) on delete cascade,
      landlord_id integer not null references users(id) on delete cascade,
      message text not null,
      status text not null default 'pending' check (status in (${list(INQUIRY_STATUSES)})),
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index inquiries_tenant_idx on inquiries (tenant_id, created_at desc);`);
    this.addSql(`create index inquiries_landlord_idx on inquiries (landlord_id, created_at desc);`);

    this.addSql(`create table chat_messages (
      id serial primary key,
      property_id integer not null references properties(id) on delete cascade,
      sender_id integer not null references users(id) on delete cascade,
      receiver_id integer not null references users(id) on delete cascade,
      message text not null check (message ~ '[^[:space:]]'), -- not blank, not whitespace-only
      is_read boolean not null default false,
      created_at timestamptz not null default now(),
      constraint chat_messages_two_people check (sender_id <> receiver_id)
    );`);
    // A conversation is the unordered pair of its two people on one property.
    this.addSql(`create index chat_messages_conversation_idx on chat_messages
      (property_id, least(sender_id, receiver_id), greatest(sender_id, receiver_id), created_at, id);`);

    this.addSql(`create table saved_properties (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      property_id integer not null references properties(id) on delete cascade,
      created_at timestamptz not null default now(),
      constraint saved_properties_user_property_unique unique (user_id, property_id)
    );`);

    this.addSql(`create table notifications (
      id serial primary key,
      type text not null check (type in (${list(NOTIFICATION_TYPES)})),
      title text not null,
      message text not null,
      recipient_id integer not null references users(id) on delete cascade,
      sender_id integer references users(id) on delete set null,
      property_id integer references properties(id) on delete cascade,
      is_read boolean not null default false,
      metadata jsonb,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index notifications_recipient_idx on notifications (recipient_id, created_at desc);`);
    this.addSql(`create index notifications_unread_idx on notifications (recipient_id) where not is_read;`);

    this.addSql(`create table sessions (
      token_hash text primary key,
      user_id integer not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      user_agent text
    );`);
    this.addSql(`create index sessions_user_idx on sessions (user_id);`);

    this.addSql(`create table login_tokens (
      token_hash text primary key,
      user_id integer not null references users(id) on delete cascade,
      purpose text not null check (purpose in ('magic_link', 'password_reset')),
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );`);

    this.addSql(`create table api_tokens (
      id serial primary key,
      token_hash text not null unique,
      user_id integer not null references users(id) on delete cascade,
      name text not null check (btrim(name) <> ''),
      created_at timestamptz not null default now(),
      last_used_at timestamptz,
      revoked_at timestamptz
    );`);
  }
}
