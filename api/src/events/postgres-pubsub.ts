import { setMaxListeners } from 'node:events';
import { createPubSub } from '@graphql-yoga/subscription';
import pg from 'pg';
import type { Logger } from 'pino';
import type { PubSub } from 'type-graphql';

/** The one PostgreSQL channel every API instance listens on. */
export const EVENTS_CHANNEL = 'hearth_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; stay clear of it. */
export const NOTIFY_PAYLOAD_LIMIT = 7900;

/** Turns a payload too large for NOTIFY into a small reference, and back on the receiving instance. */
export interface OversizeCodec {
  toRef(payload: unknown): unknown;
  load(ref: unknown): Promise<unknown>;
}

interface Envelope {
  /** routing key */
  k: string;
  /** dynamic id (the recipient or conversation), absent for global topics */
  i?: string | number;
  /** payload, or a reference to it when `r` is set */
  p: unknown;
  r?: 1;
}

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/**
 * type-graphql PubSub backed by PostgreSQL LISTEN/NOTIFY: `publish` sends a NOTIFY through the shared pool,
 * and a dedicated connection LISTENs and fans each event out to this instance's local subscribers
 * (graphql-yoga's in-memory pubsub). Every instance on the database therefore sees every event.
 * Events are delivered at most once: those sent while the LISTEN connection is down are not replayed.
 */
export class PostgresPubSub implements PubSub {
  /** graphql-yoga's in-memory fan-out, typed loosely: routing keys are plain strings here. */
  private readonly local = createPubSub({ eventTarget: manyListenerTarget() }) as unknown as PubSub;
  private readonly codecs = new Map<string, OversizeCodec>();
  private listener: pg.Client | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private reconnectDelay = RECONNECT_MIN_MS;
  private closed = false;
  /** Keeps delivery in NOTIFY order even when one event needs an asynchronous load. */
  private delivery: Promise<void> = Promise.resolve();

  constructor(
    private readonly pool: pg.Pool,
    private readonly logger: Logger,
  ) {}

  /** Registers how a routing key's oversized payloads travel as a reference. */
  registerOversizeCodec(routingKey: string, codec: OversizeCodec): void {
    this.codecs.set(routingKey, codec);
  }

  /** Opens the LISTEN connection; resolves once this instance receives events. */
  async start(): Promise<void> {
    this.closed = false;
    await this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => {});
  }

  /** Whether the LISTEN connection is up (health checks, tests). */
  get listening(): boolean {
    return this.listener !== null;
  }

  /**
   * Sends the event to every instance. Call it after the transaction committed. The promise settles once
   * PostgreSQL accepted the NOTIFY; failures are logged, never thrown (the data itself is already saved).
   */
  async publish(routingKey: string, ...args: unknown[]): Promise<void> {
    const envelope: Envelope = args.length > 1 ? { k: routingKey, i: args[0] as string | number, p: args[1] } : { k: routingKey, p: args[0] };
    let text = JSON.stringify(envelope);
    if (Buffer.byteLength(text) > NOTIFY_PAYLOAD_LIMIT) {
      const codec = this.codecs.get(routingKey);
      if (!codec) {
        this.logger.error({ routingKey, bytes: Buffer.byteLength(text) }, 'event too large for NOTIFY and no codec registered');
        return;
      }
      text = JSON.stringify({ ...envelope, p: codec.toRef(envelope.p), r: 1 });
    }
    try {
      await this.pool.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, text]);
    } catch (error) {
      this.logger.error({ err: error, routingKey }, 'could not publish event');
    }
  }

  subscribe(routingKey: string, dynamicId?: unknown): AsyncIterable<unknown> {
    return this.local.subscribe(routingKey, dynamicId);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client(this.pool.options);
    client.on('notification', (message) => {
      if (message.channel === EVENTS_CHANNEL && message.payload) this.enqueue(message.payload);
    });
    client.on('error', (error) => {
      this.logger.warn({ err: error }, 'event listener connection failed');
      this.dropListener(client);
    });
    client.on('end', () => this.dropListener(client));
    try {
      await client.connect();
      await client.query(`listen ${EVENTS_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.listener = client;
    this.reconnectDelay = RECONNECT_MIN_MS;
  }

  private dropListener(client: pg.Client): void {
    if (this.listener !== client) return;
    this.listener = null;
    client.end().catch(() => {});
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    const delay = this.reconnectDelay;
    this.reconnectDelay = Math.min(this.reconnectDelay * 2, RECONNECT_MAX_MS);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect().then(
        () => this.logger.info('event listener reconnected'),
        (error) => {
          this.logger.warn({ err: error, retryInMs: this.reconnectDelay }, 'event listener reconnect failed');
          this.scheduleReconnect();
        },
      );
    }, delay);
    this.reconnectTimer.unref();
  }

  private enqueue(raw: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch {
      this.logger.warn('ignored a malformed event');
      return;
    }
    if (!envelope.r) {
      // Fast path: nothing to load, deliver right away unless an earlier event is still loading.
      this.delivery = this.delivery.then(() => this.deliver(envelope, envelope.p));
      return;
    }
    const codec = this.codecs.get(envelope.k);
    const loaded = codec ? codec.load(envelope.p) : Promise.resolve(null);
    this.delivery = this.delivery.then(async () => {
      try {
        const payload = await loaded;
        if (payload != null) this.deliver(envelope, payload);
      } catch (error) {
        this.logger.error({ err: error, routingKey: envelope.k }, 'could not load an oversized event');
      }
    });
  }

  private deliver(envelope: Envelope, payload: unknown): void {
    if (envelope.i === undefined) this.local.publish(envelope.k, payload);
    else this.local.publish(envelope.k, envelope.i, payload);
  }
}

/** An EventTarget without the 10-listener leak warning: one topic legitimately has a listener per open tab. */
function manyListenerTarget() {
  const target = new EventTarget();
  setMaxListeners(0, target);
  return target;
}
