import { Migration } from '@mikro-orm/migrations';

/**
 * Rent increases (docs/rent-increases.md). `rent_guidelines`: the yearly cap of the provinces that publish one
 * (Ontario, British Columbia, Manitoba, Prince Edward Island), kept by admins, seeded here with every figure published
 * when this was written, each with its source; a seeded row has no `updated_by`. `rent_increases`: one row per
 * increase a landlord gave notice of, with the rent before and after (in cents), the day it takes effect, the day the
 * notice was given, and the tenant's answer where the province asks for one (Québec).
 */
const SEED: Array<[province: string, year: number, percent: number, source: string]> = [
  ['ON', 2023, 2.5, 'Ontario, Residential Tenancies Act, 2006, s. 120 (guideline capped at 2.5 %); ontario.ca/page/rent-increase-guideline'],
  ['ON', 2024, 2.5, 'Ontario, Residential Tenancies Act, 2006, s. 120 (guideline capped at 2.5 %); ontario.ca/page/rent-increase-guideline'],
  ['ON', 2025, 2.5, 'Ontario news release of June 2024; ontario.ca/page/rent-increase-guideline'],
  ['ON', 2026, 2.1, 'Ontario news release of June 30, 2025; ontario.ca/page/rent-increase-guideline'],
  ['BC', 2024, 3.5, 'BC Gov News, September 2023; gov.bc.ca rent increases page'],
  ['BC', 2025, 3.0, 'BC Gov News, September 2024; gov.bc.ca rent increases page'],
  ['BC', 2026, 2.3, 'BC Gov News, August 26, 2025; www2.gov.bc.ca/gov/content/housing-tenancy/residential-tenancies/rent-rtb/rent-increases'],
  ['MB', 2024, 3.0, 'Manitoba Residential Tenancies Branch, rent increase guideline; gov.mb.ca/cca/rtb/rentincreaseguideline'],
  ['MB', 2025, 1.7, 'Manitoba Residential Tenancies Branch, guideline calculation; gov.mb.ca/cca/rtb/rentincreaseguideline/calculate.html'],
  ['MB', 2026, 1.8, 'Manitoba news release of August 29, 2025; gov.mb.ca/cca/rtb/rentincreaseguideline'],
  ['PE', 2025, 2.3, 'PEI Residential Tenancy Office; peirentaloffice.ca/rent-increases'],
  ['PE', 2026, 2.0, 'PEI Residential Tenancy Office, allowable increase effective January 1, 2026; peirentaloffice.ca/rent-increases'],
];

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

export class Migration20261204060000_rent_increases extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table rent_guidelines (
      id serial primary key,
      created_at timestamptz not null default now(),
      province text not null check (province in ('ON', 'BC', 'MB', 'PE')),
      year integer not null check (year between 2000 and 2100),
      percent numeric(4, 1) not null check (percent between 0 and 25),
      source text not null check (length(source) between 1 and 500),
      updated_by integer references users(id) on delete set null,
      updated_at timestamptz not null default now(),
      unique (province, year)
    );`);
    this.addSql(
      `insert into rent_guidelines (province, year, percent, source) values ${SEED.map(([province, year, percent, source]) => `(${quote(province)}, ${year}, ${percent}, ${quote(source)})`).join(', ')};`,
    );
    this.addSql(`create table rent_increases (
      id serial primary key,
      created_at timestamptz not null default now(),
      lease_id integer not null references leases(id) on delete cascade,
      province text not null,
      previous_rent_cents integer not null check (previous_rent_cents > 0),
      new_rent_cents integer not null check (new_rent_cents > 0),
      effective_date date not null,
      notice_date date not null check (notice_date < effective_date),
      cap_percent numeric(4, 1),
      status text not null default 'notified' check (status in ('notified', 'accepted', 'refused', 'cancelled')),
      answer_by date,
      answered_at timestamptz,
      created_by integer not null references users(id) on delete restrict
    );`);
    // The rent in force on a day: the latest increase of the lease that took effect by then.
    this.addSql(`create index rent_increases_lease_idx on rent_increases (lease_id, effective_date desc);`);
    // One increase per lease and day it takes effect (a cancelled one frees the day).
    this.addSql(`create unique index rent_increases_lease_day_key on rent_increases (lease_id, effective_date) where status <> 'cancelled';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table rent_increases;`);
    this.addSql(`drop table rent_guidelines;`);
  }
}
