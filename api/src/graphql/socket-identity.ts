import type { MikroORM } from '@mikro-orm/postgresql';
import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { DomainError } from '../common/domain-error.js';
import type { PostgresPubSub } from '../events/postgres-pubsub.js';
import { Topics, type CredentialsEndedEvent } from '../events/topics.js';
import { resolveIdentity, type Identity, type IdentitySources, type SessionService } from '../modules/auth/index.js';

/**
 * The close code of a socket whose session or API token ended (revoked, expired, signed out everywhere, password
 * reset, account suspended). graphql-ws clients do not retry it; a new socket starts from the credentials of the day.
 */
export const CREDENTIAL_ENDED = { code: 4401, reason: 'Unauthorized: the session or API token has ended' } as const;

/** What an operation on a socket whose credential ended answers (when the socket is still open to hear it). */
export function credentialEndedError(): GraphQLError {
  const error = new DomainError('UNAUTHENTICATED', 'Authentication required');
  return new GraphQLError(error.message, { extensions: { code: error.code, http: { status: error.status } } });
}

/** setTimeout's longest delay (about 24.8 days); a later expiry is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * One open socket's identity: the credential it connected with (the sources, kept to look it up again), who that is
 * now, and how to end the socket. Ending is final: the socket closes with 4401 and its subscriptions stop.
 */
export class SocketIdentity {
  private ended = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    readonly sources: IdentitySources,
    public identity: Identity,
    private readonly now: () => Date,
    private readonly onEnd: () => void,
  ) {}

  /** The user the socket acts as, if any. */
  get userId(): number | null {
    return this.identity.viewer?.id ?? null;
  }

  /** Whether the socket connected with a credential that resolved (anonymous sockets have nothing to lose). */
  get hasCredential(): boolean {
    return this.identity.viewer !== null;
  }

  /** In memory, no query: not ended, and the credential not past its expiry by the server's clock. */
  get valid(): boolean {
    if (this.ended) return false;
    const expiresAt = this.identity.expiresAt;
    return !expiresAt || this.now().getTime() < expiresAt.getTime();
  }

  /** Closes the socket (4401) and stops its subscriptions; once. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.clearTimer();
    this.onEnd();
  }

  /** Arms a timer for the credential's expiry, so a socket that only listens closes when it expires. */
  scheduleExpiry(): void {
    this.clearTimer();
    const expiresAt = this.identity.expiresAt;
    if (!expiresAt || this.ended) return;
    const delay = Math.min(Math.max(0, expiresAt.getTime() - this.now().getTime()), MAX_TIMER_MS);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.valid) this.scheduleExpiry();
      else this.end();
    }, delay);
    this.timer.unref();
  }

  clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

interface Dependencies {
  orm: MikroORM;
  sessions: SessionService;
  pubsub: PostgresPubSub;
  logger: Logger;
  now: () => Date;
}

/**
 * Keeps the identity of every open graphql-ws socket of this instance true to its credential:
 * - before each operation the credential is looked up again (`recheck`: one indexed query, as an HTTP request costs);
 * - before each subscription event, the credential's expiry is checked in memory (`valid`), and a timer closes a
 *   socket whose credential expires;
 * - when any instance announces that a user's session or token ended (`Topics.credentialsEnded` over PostgreSQL
 *   LISTEN/NOTIFY), that user's sockets here are looked up again and those whose credential ended close at once.
 */
export class SocketIdentities {
  private readonly byUser = new Map<number, Set<SocketIdentity>>();
  private events: AsyncIterator<unknown> | null = null;

  constructor(private readonly deps: Dependencies) {}

  /** Listens for ended credentials (the pubsub must be started). */
  start(): void {
    const events = this.deps.pubsub.subscribe(Topics.credentialsEnded)[Symbol.asyncIterator]();
    this.events = events;
    void (async () => {
      for (;;) {
        const { value, done } = await events.next();
        if (done) return;
        this.credentialsEnded(value as CredentialsEndedEvent).catch((error) =>
          this.deps.logger.error({ err: error }, 'could not re-check the sockets of a user whose credential ended'),
        );
      }
    })();
  }

  async stop(): Promise<void> {
    await this.events?.return?.();
    this.events = null;
  }

  /** Resolves the identity a socket connects with and follows it until `disconnect`. */
  async connect(sources: IdentitySources, onEnd: () => void): Promise<SocketIdentity> {
    const identity = await this.resolve(sources);
    const socket = new SocketIdentity(sources, identity, this.deps.now, onEnd);
    if (socket.hasCredential) {
      this.track(socket);
      socket.scheduleExpiry();
    }
    return socket;
  }

  disconnect(socket: SocketIdentity): void {
    socket.clearTimer();
    const userId = socket.userId;
    if (userId === null) return;
    const sockets = this.byUser.get(userId);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.byUser.delete(userId);
  }

  /**
   * Before an operation: false (and the socket ends) when its credential no longer resolves or has expired; else the
   * identity is refreshed (role, name, verified email as they are now). Anonymous sockets cost nothing.
   */
  async recheck(socket: SocketIdentity): Promise<boolean> {
    if (!socket.valid) {
      socket.end();
      return false;
    }
    if (!socket.hasCredential) return true;
    const identity = await this.resolve(socket.sources);
    if (identity.viewer?.id !== socket.userId) {
      socket.end();
      return false;
    }
    socket.identity = identity;
    if (!socket.valid) {
      socket.end();
      return false;
    }
    return true;
  }

  private async credentialsEnded({ userId }: CredentialsEndedEvent): Promise<void> {
    const sockets = [...(this.byUser.get(userId) ?? [])];
    await Promise.all(sockets.map((socket) => this.recheck(socket)));
  }

  private resolve(sources: IdentitySources): Promise<Identity> {
    return resolveIdentity({ em: this.deps.orm.em.fork() }, this.deps.sessions, sources);
  }

  private track(socket: SocketIdentity): void {
    const userId = socket.userId!;
    let sockets = this.byUser.get(userId);
    if (!sockets) this.byUser.set(userId, (sockets = new Set()));
    sockets.add(socket);
  }
}
