/**
 * Chat delivery benchmark: 1,000 graphql-ws connections, each subscribed to a conversation, receive messages sent
 * over REST; prints p50/p95/p99 delivery latency (send start -> subscriber receives) and the count delivered.
 *
 *   cd api && node --import @swc-node/register/esm-register bench/chat.ts [--rate 200] [--seconds 10]
 *
 * The API runs in a child process (its own CPU), the clients in this one, so neither steals the other's event loop.
 * Uses DATABASE_URL, or an embedded PostgreSQL in a temp dir. Two scenarios on the same 1,000 connections' budget:
 *  - pairs: 500 conversations (50 landlords x 10 tenants), both people connected = 1,000 subscribers, each message
 *    reaches its 2 subscribers;
 *  - rooms: 10 conversations x 100 connections (each person has 50 tabs open), each message reaches 100 subscribers.
 */
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { hashSecret, newSecret } from '../src/common/tokens.js';
import { SESSION_COOKIE } from '../src/contracts/index.js';
import { firstLine, startBenchApi, stopBenchServer } from './bench-api.js';

const argValue = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};

/** Child process: the real API (bootstrap + buildServer), printing its URLs once listening. */
async function serve() {
  const { app, runtime, url, databaseUrl } = await startBenchApi({ dataDir: process.env.BENCH_DATA_DIR!, logLevel: 'warn' });
  process.stdout.write(`${JSON.stringify({ url, databaseUrl })}\n`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await app.close();
    await runtime.shutdown();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

interface Conversation {
  propertyId: number;
  landlord: { id: number; cookie: string };
  tenant: { id: number; cookie: string };
}

async function run() {
  const rate = argValue('rate', 200);
  const seconds = argValue('seconds', 10);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-bench-chat-'));
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const server = spawn(process.execPath, [...process.execArgv, ...profile, new URL(import.meta.url).pathname, '--serve'], {
    env: { ...process.env, BENCH_DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const { url, databaseUrl } = await firstLine<{ url: string; databaseUrl: string }>(server);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const pairs = await seedConversations(db, 50, 10);
    await db.end();
    console.log(`chat delivery benchmark: API ${url}, sending ${rate} messages/s for ${seconds} s per scenario`);

    const only = process.argv.includes('--scenario') ? process.argv[process.argv.indexOf('--scenario') + 1] : undefined;
    // Scenario 1: 500 conversations, both people subscribed: 1,000 connections.
    if (only !== 'rooms') await scenario('pairs: 500 conversations x 2 people', url, server.pid!, pairs, 1, rate, seconds);
    // Scenario 2: 10 conversations x 100 connections (50 per person).
    if (only !== 'pairs') await scenario('rooms: 10 conversations x 100 connections', url, server.pid!, pairs.slice(0, 10), 50, Math.max(1, Math.round(rate / 10)), seconds);
  } finally {
    await stopBenchServer(server, dataDir);
  }
}


/** Landlords with one public listing each and tenants who inquired, with sessions, straight in SQL (no argon2). */
async function seedConversations(db: pg.Client, landlords: number, tenantsPerListing: number): Promise<Conversation[]> {
  const session = async (userId: number) => {
    const secret = newSecret();
    await db.query(`insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [hashSecret(secret), userId]);
    return `${SESSION_COOKIE}=${secret}`;
  };
  const user = async (role: string, index: number) => {
    const { rows } = await db.query<{ id: number }>(
      `insert into users (email, name, role, whatsapp) values ($1, $2, $3, '+14165550123') returning id`,
      [`bench-${role}-${index}-${Date.now()}@example.ca`, `Bench ${role} ${index}`, role],
    );
    return rows[0]!.id;
  };
  const conversations: Conversation[] = [];
  for (let l = 0; l < landlords; l += 1) {
    const landlordId = await user('landlord', l);
    const landlord = { id: landlordId, cookie: await session(landlordId) };
    const { rows } = await db.query<{ id: number }>(
      `insert into properties (title, address, city, province, property_type, bedrooms, bathrooms, monthly_rent, owner_id, latitude, longitude)
       values ($1, '1 Bench St', 'Toronto', 'ON', 'condo', 2, 1, 2000, $2, 43.6532, -79.3832) returning id`,
      [`Bench listing ${l}`, landlordId],
    );
    const propertyId = rows[0]!.id;
    for (let t = 0; t < tenantsPerListing; t += 1) {
      const tenantId = await user('tenant', l * tenantsPerListing + t);
      await db.query(`insert into inquiries (property_id, tenant_id, landlord_id, message, property_title) values ($1, $2, $3, 'Bench inquiry', 'Bench listing')`, [
        propertyId,
        tenantId,
        landlordId,
      ]);
      conversations.push({ propertyId, landlord, tenant: { id: tenantId, cookie: await session(tenantId) } });
    }
  }
  return conversations;
}

const SUBSCRIPTION = `subscription($p: Int!, $o: Int!) { chatMessageAdded(propertyId: $p, otherUserId: $o) { id message } }`;

async function scenario(title: string, url: string, serverPid: number, conversations: Conversation[], tabsPerPerson: number, rate: number, seconds: number) {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  /** conversation index -> how many of its subscribers received each tag */
  const receivedBy = new Map<string, number>();
  const clients: Client[] = [];
  const wsUrl = `${url.replace(/^http/, 'ws')}/graphql`;

  const subscribe = (cookie: string, conversation: Conversation, otherUserId: number) =>
    new Promise<void>((resolve, reject) => {
      const client = createClient({
        url: wsUrl,
        webSocketImpl: class extends WebSocket {
          constructor(address: string, protocols?: string | string[]) {
            super(address, protocols, { headers: { cookie } });
          }
        },
        retryAttempts: 0,
        lazy: false,
        on: { connected: () => resolve(), error: reject },
      });
      clients.push(client);
      client.subscribe<{ chatMessageAdded: { message: string } }>(
        { query: SUBSCRIPTION, variables: { p: conversation.propertyId, o: otherUserId } },
        {
          next: ({ data }) => {
            const tag = data?.chatMessageAdded.message;
            if (!tag) return;
            const start = sentAt.get(tag);
            if (start !== undefined) latencies.push(performance.now() - start);
            receivedBy.set(tag, (receivedBy.get(tag) ?? 0) + 1);
          },
          error: (error) => console.error('subscription error', error),
          complete: () => {},
        },
      );
    });

  const connectStarted = performance.now();
  const jobs: Array<() => Promise<void>> = [];
  for (const conversation of conversations) {
    for (let tab = 0; tab < tabsPerPerson; tab += 1) {
      jobs.push(() => subscribe(conversation.landlord.cookie, conversation, conversation.tenant.id));
      jobs.push(() => subscribe(conversation.tenant.cookie, conversation, conversation.landlord.id));
    }
  }
  await inBatches(jobs, 50);
  const subscribers = jobs.length;

  // Warm-up: one message per conversation until every subscriber of every conversation received one (all live).
  let warm = conversations.map((_, index) => index);
  for (let round = 0; warm.length > 0 && round < 20; round += 1) {
    const tags = warm.map((index) => `warmup:${round}:${index}`);
    await Promise.all(warm.map((index, i) => send(url, conversations[index]!, tags[i]!, i % 2 === 0)));
    await sleep(500);
    warm = warm.filter((_, i) => (receivedBy.get(tags[i]!) ?? 0) < tabsPerPerson * 2);
  }
  if (warm.length > 0) throw new Error(`${warm.length} conversations never became live`);
  console.log(`\n${title}: ${subscribers} connections subscribed and live in ${((performance.now() - connectStarted) / 1000).toFixed(1)} s`);
  latencies.length = 0;

  // Measured phase: messages at a steady rate, round-robin over conversations, alternating sender.
  const total = rate * seconds;
  const interval = 1000 / rate;
  const started = performance.now();
  const cpuBefore = await cpuMsOf(serverPid);
  const selfBefore = process.cpuUsage();
  const sends: Array<Promise<void>> = [];
  const sendLatencies: number[] = [];
  let failures = 0;
  for (let seq = 0; seq < total; seq += 1) {
    const due = started + seq * interval;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const conversation = conversations[seq % conversations.length]!;
    const tag = `m:${seq}`;
    const sendStart = performance.now();
    sentAt.set(tag, sendStart);
    sends.push(
      send(url, conversation, tag, seq % 2 === 0).then(() => void sendLatencies.push(performance.now() - sendStart), (error) => {
        if (failures === 0) console.error('  first failed send:', String(error));
        failures += 1;
      }),
    );
  }
  await Promise.all(sends);
  const expected = total * tabsPerPerson * 2;
  const deadline = performance.now() + 10_000;
  while (latencies.length < expected && performance.now() < deadline) await sleep(50);
  const elapsed = (performance.now() - started) / 1000;
  const serverCpuMs = (await cpuMsOf(serverPid)) - cpuBefore;
  const selfCpu = process.cpuUsage(selfBefore);

  latencies.sort((a, b) => a - b);
  sendLatencies.sort((a, b) => a - b);
  const percentile = (values: number[], p: number) => values[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;
  const pct = (p: number) => percentile(latencies, p);
  console.log(
    `  messages sent ${total} (${failures} failed) at ${rate}/s; deliveries ${latencies.length}/${expected} in ${elapsed.toFixed(1)} s`,
  );
  console.log(
    `  delivery latency ms: p50 ${pct(50).toFixed(1)}  p95 ${pct(95).toFixed(1)}  p99 ${pct(99).toFixed(1)}  max ${(latencies.at(-1) ?? NaN).toFixed(1)}  (target p95 <= 100)`,
  );
  console.log(
    `  API CPU ${(serverCpuMs / total).toFixed(2)} ms per message (${(serverCpuMs / 1000).toFixed(1)} s), client CPU ${((selfCpu.user + selfCpu.system) / 1000 / 1000).toFixed(1)} s; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
  );
  console.log(
    `  (POST /api/chat answered in ms: p50 ${percentile(sendLatencies, 50).toFixed(1)}  p95 ${percentile(sendLatencies, 95).toFixed(1)})`,
  );
  await Promise.all(clients.map((client) => client.dispose()));
}

/** POST /api/chat as the tenant (to the owner) or as the owner (to the tenant). */
async function send(url: string, conversation: Conversation, message: string, fromTenant: boolean): Promise<void> {
  const [from, to] = fromTenant ? [conversation.tenant, conversation.landlord] : [conversation.landlord, conversation.tenant];
  const response = await fetch(`${url}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: from.cookie },
    body: JSON.stringify({ propertyId: conversation.propertyId, receiverId: to.id, message }),
  });
  if (response.status !== 201) throw new Error(`send failed: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

/** User + system CPU time of a process in ms (Linux /proc, 100 ticks per second). */
async function cpuMsOf(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function inBatches(jobs: Array<() => Promise<void>>, size: number) {
  for (let i = 0; i < jobs.length; i += size) await Promise.all(jobs.slice(i, i + size).map((job) => job()));
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// Dispatch last: top-level await before the constants above are initialised would hit the temporal dead zone.
if (process.argv.includes('--serve')) await serve();
else await run();
