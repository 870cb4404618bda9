import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetRateLimits, sql } from '../../test/auth-helpers.js';
import { rawSocket, type RawSocket } from '../../test/graphql-ws.js';
import { HttpClient } from '../../test/http-client.js';
import { insertProperty, testUser, withTestApp } from '../../test/marketplace-fixtures.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { Topics } from '../events/topics.js';

/**
 * An open graphql-ws socket follows the credential it connected with. When the session or API token ends
 * (revoked, expired, signed out everywhere, password reset, account suspended) the socket closes with 4401, its
 * subscriptions stop, and no further operation runs on it.
 */

// The server's clock for expiries, moved by the tests (never the real one): a day before anything made here expires.
const TODAY = new Date('2026-11-27T12:00:00.000Z');
let clock = TODAY;
const t = withTestApp({ config: { now: () => clock } });
/** A second instance on the same database: an end announced on one closes sockets on the other. */
let other: TestApp;
beforeAll(async () => {
  other = await startTestApp({ now: () => clock }, t.databaseUrl);
});
afterAll(async () => {
  await other?.close();
});

const opened: RawSocket[] = [];
beforeEach(() => resetRateLimits(t));
afterEach(() => {
  clock = TODAY;
  for (const socket of opened.splice(0)) socket.close();
});

const ME = '{ me { id } }';
const UNREAD = 'subscription { unreadNotificationCount }';
const CREATE_TOKEN = `mutation($name: String!, $expiresAt: DateTimeISO) { createApiToken(name: $name, expiresAt: $expiresAt) { id secret } }`;
const unreadProbe = (userId: number) => () => t.services.pubsub.publish(Topics.unreadNotificationCount, userId, { recipientId: userId, count: -1 });

type Credentials = { cookie?: string; authorization?: string };

async function open(credentials: Credentials, app: TestApp = t): Promise<RawSocket> {
  const socket = await rawSocket(app.url, credentials);
  opened.push(socket);
  return socket;
}

async function tokenOf(client: HttpClient, expiresAt?: string): Promise<{ id: number; bearer: Credentials }> {
  const created = await client.graphql(CREATE_TOKEN, { name: 'sync', expiresAt });
  expect(created.json.errors).toBeUndefined();
  const { id, secret } = created.json.data.createApiToken as { id: number; secret: string };
  return { id, bearer: { authorization: `Bearer ${secret}` } };
}

/** Two sockets of `userId` with `credentials`: one listening to the unread count (proven live), one that answers `me`. */
async function liveSockets(userId: number, credentials: Credentials, app: TestApp = t) {
  const listening = await open(credentials, app);
  const live = listening.subscribe(UNREAD);
  await live.untilLive(unreadProbe(userId));
  const asking = await open(credentials, app);
  expect((await asking.request(ME)).data).toEqual({ me: { id: userId } });
  return { listening, live, asking };
}

/** The code an answer on a socket was refused with: the socket's close code, or the operation's error code. */
const refusal = (answer: { data?: unknown; errors?: Array<{ extensions?: { code?: string } }>; closed?: { code: number } }) =>
  answer.closed?.code ?? answer.errors?.[0]?.extensions?.code ?? `answered ${JSON.stringify(answer.data)}`;
const REFUSED = [4401, 'UNAUTHENTICATED', 'FORBIDDEN'];

/**
 * After the credential ended (announced): the listening socket closes with 4401 by itself, its subscription ended
 * and hears no further event, and an operation on the other socket is refused.
 */
async function expectCutOff({ listening, live, asking }: Awaited<ReturnType<typeof liveSockets>>, userId: number, operation = ME) {
  expect((await listening.closes()).code).toBe(4401);
  expect(live.ended).not.toBeNull();
  const heard = live.results.length; // stray probes of other subscriptions of the same user may have landed before
  await unreadProbe(userId)();
  expect((await live.next(heard + 1, 300)).length).toBe(heard);
  expect(REFUSED).toContain(refusal(await asking.request(operation)));
}

describe('a socket closes when its credential ends', () => {
  it('revoking an API token closes the sockets of that token, and only those', async () => {
    const landlord = await testUser(t, 'landlord');
    const token = await tokenOf(landlord.client);
    const sockets = await liveSockets(landlord.id, token.bearer);
    const sessionSocket = await open({ cookie: landlord.client.cookieHeader() });

    const revoked = await landlord.client.graphql('mutation($id: Int!) { revokeApiToken(id: $id) }', { id: token.id });
    expect(revoked.json.data).toEqual({ revokeApiToken: true });

    await expectCutOff(sockets, landlord.id);
    // The same person's browser session is another credential: it goes on.
    expect((await sessionSocket.request(ME)).data).toEqual({ me: { id: landlord.id } });
    expect(sessionSocket.closedWith).toBeNull();
  });

  it('an API token that expires: its next event is not sent, the socket closes, the next operation is refused', async () => {
    const landlord = await testUser(t, 'landlord');
    const expiresAt = '2099-01-01T00:00:00.000Z';
    const token = await tokenOf(landlord.client, expiresAt);
    const { listening, live, asking } = await liveSockets(landlord.id, token.bearer);

    clock = new Date(Date.parse(expiresAt) + 1000);
    await unreadProbe(landlord.id)();
    expect((await listening.closes()).code).toBe(4401);
    expect(live.results).toEqual([]);
    expect(live.ended).not.toBeNull();
    // No event reached the other socket: its next operation finds the expiry itself.
    expect(asking.closedWith).toBeNull();
    expect(REFUSED).toContain(refusal(await asking.request(ME)));
  });

  it("'sign out everywhere' closes every socket of the account, on every instance, session and token alike", async () => {
    const tenant = await testUser(t, 'tenant');
    const token = await tokenOf(tenant.client);
    // The sockets live on the other instance; the sign-out goes through this one.
    const sessionSockets = await liveSockets(tenant.id, { cookie: tenant.client.cookieHeader() }, other);
    const tokenSockets = await liveSockets(tenant.id, token.bearer, other);

    expect((await tenant.client.post('/api/auth/logout-all')).status).toBe(200);

    await expectCutOff(sessionSockets, tenant.id);
    await expectCutOff(tokenSockets, tenant.id);
  });

  it('a password reset closes the sockets of the sessions it ended', async () => {
    const tenant = await testUser(t, 'tenant');
    const sockets = await liveSockets(tenant.id, { cookie: tenant.client.cookieHeader() });

    const stranger = new HttpClient(t.url);
    await stranger.post('/api/auth/forgot-password', { email: tenant.email });
    const reset = await stranger.post('/api/auth/reset-password', { token: t.mailer.lastTokenTo(tenant.email), password: 'brand-new-pw' });
    expect(reset.status).toBe(200);

    await expectCutOff(sockets, tenant.id);
  });

  it('suspending a landlord closes their sockets: no more events, and a listing change is refused', async () => {
    const landlord = await testUser(t, 'landlord');
    const admin = await testUser(t, 'admin');
    const propertyId = await insertProperty(t, landlord.id, { title: 'Harbour loft' });
    const sockets = await liveSockets(landlord.id, { cookie: landlord.client.cookieHeader() });

    expect((await admin.client.post(`/api/admin/users/${landlord.id}/suspend`)).status).toBe(200);

    await expectCutOff(sockets, landlord.id, `mutation { updateProperty(id: ${propertyId}, input: { title: "Changed while suspended" }) { id } }`);
    expect((await sql(t, 'select title from properties where id = $1', [propertyId])).rows[0].title).toBe('Harbour loft');
  });
});

describe('without the announcement, the next operation still finds the end', () => {
  it('a token revoked or a session ended behind the server’s back (a missed NOTIFY) is refused at the next operation', async () => {
    const landlord = await testUser(t, 'landlord');
    const token = await tokenOf(landlord.client);
    const tokenSocket = await open(token.bearer);
    const sessionSocket = await open({ cookie: landlord.client.cookieHeader() });
    for (const socket of [tokenSocket, sessionSocket]) expect((await socket.request(ME)).data).toEqual({ me: { id: landlord.id } });

    await sql(t, 'update api_tokens set revoked_at = now() where id = $1', [token.id]);
    await sql(t, 'delete from sessions where user_id = $1', [landlord.id]);

    for (const socket of [tokenSocket, sessionSocket]) expect(REFUSED).toContain(refusal(await socket.request(ME)));
  });

  it('an anonymous socket is not closed by anything of the kind', async () => {
    const anonymous = await open({});
    expect((await anonymous.request(ME)).data).toEqual({ me: null });
    expect((await anonymous.request(ME)).data).toEqual({ me: null });
    expect(anonymous.closedWith).toBeNull();
  });
});
