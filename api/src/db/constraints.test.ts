import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';

/** Raw SQL against a migrated database: the database itself guards the invariants of the data model. */
let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: await createTestDatabase() });
  await db.connect();
});
afterAll(() => db.end());

let seq = 0;
async function user(role = 'landlord'): Promise<number> {
  seq += 1;
  const { rows } = await db.query(`insert into users (email, name, role) values ($1, 'U', $2) returning id`, [`u${seq}@example.ca`, role]);
  return rows[0].id;
}
async function property(ownerId: number, overrides: Record<string, unknown> = {}): Promise<number> {
  const values = { title: 'Flat', address: '1 King St W', city: 'Toronto', province: 'ON', latitude: 43.6532, longitude: -79.3832, property_type: 'condo', bedrooms: 1, bathrooms: 1, monthly_rent: 2000, owner_id: ownerId, ...overrides };
  const columns = Object.keys(values);
  const { rows } = await db.query(
    `insert into properties (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    Object.values(values),
  );
  return rows[0].id;
}
async function lease(propertyId: number, landlordId: number, status: string, start: string | null, end: string | null, tenantId: number | null = null) {
  const { rows } = await db.query(
    `insert into leases (property_id, landlord_id, tenant_id, tenant_name, tenant_email, status, start_date, end_date, monthly_rent)
     values ($1, $2, $3, 'Tia', 'tia@example.ca', $4, $5, $6, 2000) returning id`,
    [propertyId, landlordId, tenantId, status, start, end],
  );
  return rows[0].id as number;
}

/** Runs the statement in a savepoint-free way and returns the PostgreSQL error code (or null when accepted). */
async function rejection(text: string, values: unknown[] = []): Promise<string | null> {
  try {
    await db.query(text, values);
    return null;
  } catch (error) {
    return (error as { code: string }).code;
  }
}
const CHECK = '23514';
const UNIQUE = '23505';
const FK = '23503';
const EXCLUSION = '23P01';
const NOT_NULL = '23502';

describe('users', () => {
  it('email is unique case-insensitively', async () => {
    await db.query(`insert into users (email) values ('Same@Example.ca')`);
    expect(await rejection(`insert into users (email) values ('same@example.CA')`)).toBe(UNIQUE);
  });
  it('email is required, not blank and trimmed', async () => {
    expect(await rejection(`insert into users (email) values (null)`)).toBe(NOT_NULL);
    expect(await rejection(`insert into users (email) values ('')`)).toBe(CHECK);
    expect(await rejection(`insert into users (email) values (' pad@example.ca')`)).toBe(CHECK);
  });
  it('role defaults to tenant and accepts only tenant, landlord, admin', async () => {
    const { rows } = await db.query(`insert into users (email) values ('default-role@example.ca') returning role, created_at`);
    expect(rows[0].role).toBe('tenant');
    expect(rows[0].created_at).toBeInstanceOf(Date);
    expect(await rejection(`insert into users (email, role) values ('r@example.ca', 'superuser')`)).toBe(CHECK);
  });
});

describe('properties', () => {
  it('has the entity defaults', async () => {
    const id = await property(await user());
    const { rows } = await db.query(`select * from properties where id = $1`, [id]);
    expect(rows[0]).toMatchObject({ furnished: 'unfurnished', parking: 'none', status: 'approved', show_on_marketplace: true, sqft: null, amenities: [], images: [] });
    expect(rows[0].bathrooms).toBe('1.0'); // numeric(3,1)
  });
  it.each([
    ['province', 'YT'],
    ['property_type', 'castle'],
    ['furnished', 'half'],
    ['parking', 'helipad'],
    ['status', 'archived'],
  ])('rejects an unknown %s', async (column, value) => {
    const owner = await user();
    await expect(property(owner, { [column]: value })).rejects.toMatchObject({ code: CHECK });
  });
  it('accepts every listing and filter property type, and rejects negative rent or a zero sqft', async () => {
    const owner = await user();
    for (const type of ['house-detached', 'house-semi-detached', 'house-attached', 'condo', 'townhouse', 'basement', 'apartment', 'studio']) {
      await property(owner, { property_type: type });
    }
    await expect(property(owner, { monthly_rent: -1 })).rejects.toMatchObject({ code: CHECK });
    await expect(property(owner, { sqft: 0 })).rejects.toMatchObject({ code: CHECK });
    await expect(property(owner, { bathrooms: 123.4 })).rejects.toMatchObject({ code: '22003' }); // numeric(3,1) overflow
  });
  it('needs an existing owner, and goes away with its owner (cascade to leases, saved, documents)', async () => {
    await expect(property(999_999)).rejects.toMatchObject({ code: FK });
    const owner = await user();
    const tenant = await user('tenant');
    const id = await property(owner);
    await lease(id, owner, 'active', '2030-01-01', '2030-06-30', tenant);
    await db.query(`insert into saved_properties (user_id, property_id) values ($1, $2)`, [tenant, id]);
    await db.query(`insert into documents (name, type, ipfs_hash, property_id, uploaded_by) values ('lease.pdf', 'lease-agreement', 'bafy', $1, $2)`, [id, owner]);
    await db.query(`delete from users where id = $1`, [owner]);
    for (const table of ['properties where id', 'leases where property_id', 'saved_properties where property_id', 'documents where property_id']) {
      const { rows } = await db.query(`select count(*)::int as n from ${table} = $1`, [id]);
      expect(rows[0].n, table).toBe(0);
    }
  });
});

describe('saved_properties', () => {
  it('is unique per (user, property)', async () => {
    const owner = await user();
    const tenant = await user('tenant');
    const id = await property(owner);
    await db.query(`insert into saved_properties (user_id, property_id) values ($1, $2)`, [tenant, id]);
    expect(await rejection(`insert into saved_properties (user_id, property_id) values ($1, $2)`, [tenant, id])).toBe(UNIQUE);
  });
});

describe('leases', () => {
  it('defaults to draft and accepts only draft, pending, active', async () => {
    const owner = await user();
    const id = await property(owner);
    const { rows } = await db.query(
      `insert into leases (property_id, landlord_id, tenant_name, tenant_email, monthly_rent) values ($1, $2, 'T', 't@example.ca', 1) returning status, tenant_id`,
      [id, owner],
    );
    expect(rows[0]).toEqual({ status: 'draft', tenant_id: null });
    await expect(lease(id, owner, 'signed', null, null)).rejects.toMatchObject({ code: CHECK });
  });
  it('end date must be after the start date', async () => {
    const owner = await user();
    const id = await property(owner);
    await expect(lease(id, owner, 'draft', '2030-05-01', '2030-05-01')).rejects.toMatchObject({ code: CHECK });
    await expect(lease(id, owner, 'draft', '2030-05-02', '2030-05-01')).rejects.toMatchObject({ code: CHECK });
    await lease(id, owner, 'draft', '2030-05-01', null);
  });
  it('no two pending/active leases of one property overlap; drafts and other properties may', async () => {
    const owner = await user();
    const id = await property(owner);
    const other = await property(owner);
    await lease(id, owner, 'active', '2030-01-01', '2030-06-30');
    await expect(lease(id, owner, 'pending', '2030-06-01', '2030-12-31')).rejects.toMatchObject({ code: EXCLUSION });
    await expect(lease(id, owner, 'active', '2029-12-01', '2030-01-01')).rejects.toMatchObject({ code: EXCLUSION }); // touching the first day
    await expect(lease(id, owner, 'pending', '2030-02-01', '2030-03-01')).rejects.toMatchObject({ code: EXCLUSION }); // inside
    await lease(id, owner, 'draft', '2030-03-01', '2030-04-01');
    await lease(other, owner, 'active', '2030-03-01', '2030-04-01');
    await lease(id, owner, 'pending', '2030-07-01', '2030-12-31'); // adjacent: starts the day after the end
    // Promoting a draft into an overlapping booking is refused too.
    const draft = await lease(id, owner, 'draft', '2030-08-01', '2030-09-01');
    expect(await rejection(`update leases set status = 'active' where id = $1`, [draft])).toBe(EXCLUSION);
  });
  it('deleting the tenant keeps the lease with tenant_id null; deleting the landlord removes it', async () => {
    const owner = await user();
    const tenant = await user('tenant');
    const id = await property(owner);
    const leaseId = await lease(id, owner, 'active', '2031-01-01', '2031-12-31', tenant);
    await db.query(`delete from users where id = $1`, [tenant]);
    const { rows } = await db.query(`select tenant_id, tenant_name from leases where id = $1`, [leaseId]);
    expect(rows[0]).toEqual({ tenant_id: null, tenant_name: 'Tia' });
    await expect(lease(id, owner, 'draft', null, null, 999_999)).rejects.toMatchObject({ code: FK });
  });
});

describe('inquiries, chat, notifications, documents', () => {
  it('inquiry status defaults to pending and accepts only pending/resolved', async () => {
    const owner = await user();
    const tenant = await user('tenant');
    const id = await property(owner);
    const insert = `insert into inquiries (property_id, tenant_id, landlord_id, message, status, property_title) values ($1, $2, $3, 'Hi', coalesce($4, 'pending'), 'Loft') returning status`;
    expect((await db.query(insert, [id, tenant, owner, null])).rows[0].status).toBe('pending');
    expect(await rejection(insert, [id, tenant, owner, 'closed'])).toBe(CHECK);
  });
  it('a chat message cannot be blank or to oneself, and is unread by default', async () => {
    const owner = await user();
    const tenant = await user('tenant');
    const id = await property(owner);
    const insert = `insert into chat_messages (property_id, sender_id, receiver_id, message) values ($1, $2, $3, $4) returning is_read`;
    expect((await db.query(insert, [id, tenant, owner, 'Hello'])).rows[0].is_read).toBe(false);
    expect(await rejection(insert, [id, tenant, owner, '   \n\t '])).toBe(CHECK);
    expect(await rejection(insert, [id, tenant, owner, ''])).toBe(CHECK);
    expect(await rejection(insert, [id, tenant, tenant, 'Me'])).toBe(CHECK);
  });
  it('notification type is checked; the sender may go, the recipient takes it with them', async () => {
    const owner = await user();
    const tenant = await user('tenant');
    const id = await property(owner);
    const insert = `insert into notifications (type, title, message, recipient_id, sender_id, property_id) values ($1, 'Viewing', 'Please', $2, $3, $4) returning id, is_read`;
    expect(await rejection(insert, ['party', owner, tenant, id])).toBe(CHECK);
    const { rows } = await db.query(insert, ['viewing_request', owner, tenant, id]);
    expect(rows[0].is_read).toBe(false);
    await db.query(`delete from users where id = $1`, [tenant]);
    expect((await db.query(`select sender_id from notifications where id = $1`, [rows[0].id])).rows[0].sender_id).toBeNull();
  });
  it('document type is checked', async () => {
    const owner = await user();
    const id = await property(owner);
    const insert = `insert into documents (name, type, ipfs_hash, property_id, uploaded_by) values ('x', $1, 'bafy', $2, $3)`;
    expect(await rejection(insert, ['spreadsheet', id, owner])).toBe(CHECK);
    expect(await rejection(insert, ['lease-agreement', id, owner])).toBeNull();
  });
});

describe('browse indexes exist', () => {
  it('covers status, showOnMarketplace, city (as a place key), type, rent, bedrooms, the map pin and the text', async () => {
    const { rows } = await db.query(`select indexdef from pg_indexes where tablename = 'properties'`);
    const defs = rows.map((row) => row.indexdef as string).join('\n');
    for (const column of ['status', 'show_on_marketplace', 'hearth_place_key(city)', 'property_type', 'monthly_rent', 'bedrooms', '(latitude, longitude)', 'gin (search)']) {
      expect(defs).toContain(column);
    }
  });
});
