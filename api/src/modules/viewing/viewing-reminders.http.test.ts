import { afterAll, describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import { elapsedMs, fromNow } from '../../../test/clock.js';
import { insertListings, testUser } from '../../../test/marketplace-fixtures.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { createTestDatabase } from '../../../test/test-database.js';

// Reminders on the real job queue of the real server, 24 hours before viewings that start a day and a minute from now:
// the clock is moved by choosing the times, not by touching our code. Halfway, the app is stopped and another one
// started on the same database (a restart, or a second instance taking over).
const BOOKINGS = 1000;
/** Bookings cancelled before their reminder: they get none. */
const CANCELLED = 10;
const DAY_MS = 24 * 3600_000;
/** Time to make the bookings before the first reminder falls due; reminders then fall due over `SPREAD_MS`. */
const LEAD_MS = 90_000;
const SPREAD_MS = 20_000;
const fast = { jobPollingSeconds: 0.5 };

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close().catch(() => {});
});

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = elapsedMs() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || elapsedMs() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('viewing reminders', () => {
  it(`${BOOKINGS} bookings: each active one reminded once, within a minute of its time, across a restart of the app; cancelled ones never`, async () => {
    const databaseUrl = await createTestDatabase();
    const first = await startTestApp(fast, databaseUrl);
    apps.push(first);
    const landlord = await testUser(first, 'landlord', { name: 'Lena Landlord' });
    const tenant = await testUser(first, 'tenant', { name: 'Tara Tenant' });
    await insertListings(first, landlord.id, BOOKINGS);
    const dueFrom = fromNow(LEAD_MS).getTime();
    const { rows: slots } = await sql<{ id: number }>(
      first,
      `insert into viewing_slots (property_id, starts_at, ends_at, capacity)
       select p.id, s.starts_at, s.starts_at + interval '30 minutes', 1
       from (select id, row_number() over (order by id) as n from properties where owner_id = $1) p,
         lateral (select to_timestamp(($2::bigint + (p.n - 1) * $3::bigint / $4) / 1000.0) as starts_at) s
       returning id`,
      [landlord.id, dueFrom + DAY_MS, SPREAD_MS, BOOKINGS],
    );

    const bookingStarted = elapsedMs();
    const answers: Array<{ status: number; json: any }> = [];
    const queue = [...slots];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let slot = queue.shift(); slot; slot = queue.shift()) answers.push(await tenant.client.post(`/api/viewing-slots/${slot.id}/bookings`, {}));
      }),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(BOOKINGS);
    const cancelled = answers.slice(0, CANCELLED).map((answer) => answer.json.id as number);
    for (const id of cancelled) expect((await tenant.client.delete(`/api/viewing-bookings/${id}`)).status).toBe(200);
    const bookedBy = elapsedMs();
    expect(fromNow(0).getTime(), 'every booking was made before its reminder fell due').toBeLessThan(dueFrom);

    const reminded = async () => (await sql<{ n: number }>(first, `select count(*)::int as n from viewing_bookings where reminded_at is not null`)).rows[0]!.n;
    const halfway = await eventually(reminded, (n) => n >= BOOKINGS / 2, LEAD_MS + SPREAD_MS + 60_000);
    expect(halfway).toBeGreaterThanOrEqual(BOOKINGS / 2);
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    const second = await startTestApp(fast, databaseUrl);
    apps.push(second);
    expect(await eventually(reminded, (n) => n === BOOKINGS - CANCELLED, SPREAD_MS + 90_000)).toBe(BOOKINGS - CANCELLED);
    await new Promise((resolve) => setTimeout(resolve, 3000)); // a few more polls: nothing is sent twice

    const { rows: lateness } = await sql<{ early: number; late: number }>(
      second,
      `select min(extract(epoch from b.reminded_at - (s.starts_at - interval '24 hours')))::float as early,
              max(extract(epoch from b.reminded_at - (s.starts_at - interval '24 hours')))::float as late
       from viewing_bookings b join viewing_slots s on s.id = b.slot_id where b.status = 'active'`,
    );
    expect(lateness[0]!.early, 'no reminder before its time').toBeGreaterThanOrEqual(0);
    expect(lateness[0]!.late, 'every reminder within a minute of its time').toBeLessThan(60);

    // Each booking: one reminder in-app and by email for each side, whichever app sent it.
    const { rows: notices } = await sql<{ n: number }>(
      second,
      `select count(*)::int as n from notifications where type = 'viewing' and title = 'Viewing Reminder' group by metadata->>'viewingBookingId', recipient_id`,
    );
    expect(notices).toHaveLength((BOOKINGS - CANCELLED) * 2);
    expect(notices.every((row) => row.n === 1)).toBe(true);
    const { rows: remindedCancelled } = await sql(second, `select id from viewing_bookings where id = any($1) and reminded_at is not null`, [cancelled]);
    expect(remindedCancelled).toEqual([]);
    // The emails are jobs the reminders queued: they follow within a few polls.
    const sentReminders = async () => [...first.mailer.sent, ...second.mailer.sent].filter((mail) => mail.subject === 'Viewing Reminder');
    const reminderEmails = await eventually(sentReminders, (mails) => mails.length >= (BOOKINGS - CANCELLED) * 2, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 3000)); // a few more polls: no email is sent twice
    expect((await sentReminders()).length).toBe(reminderEmails.length);
    expect(reminderEmails).toHaveLength((BOOKINGS - CANCELLED) * 2);
    expect(new Set(reminderEmails.map((mail) => `${mail.to} ${mail.text}`)).size).toBe((BOOKINGS - CANCELLED) * 2);
    console.info(`reminders: ${BOOKINGS} bookings in ${((bookedBy - bookingStarted) / 1000).toFixed(1)} s, latest ${lateness[0]!.late.toFixed(1)} s after its time, restart after ${halfway}`);
  }, 400_000);
});
