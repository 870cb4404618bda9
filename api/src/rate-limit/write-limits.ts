import type pg from 'pg';
import type { Logger } from 'pino';
import type { Actor } from '../common/actor.js';
import type { RateLimitConfig } from '../config.js';
import { requestCounter } from './request-counter.js';

/** Writes limited per user, each kind on its own counter (a burst of photos does not block a chat reply). */
export type WriteKind = 'chatMessage' | 'inquiry' | 'viewingRequest' | 'viewingBooking' | 'lease' | 'report' | 'upload' | 'application' | 'repair' | 'listingTextCheck';

export interface WriteLimiter {
  /** Counts one write of `kind` by `actor`; throws RATE_LIMITED past the limit. */
  consume(actor: Actor, kind: WriteKind): Promise<void>;
}

/** Per-user write limits from the configuration (RATE_LIMIT_WRITES_PER_MINUTE, RATE_LIMIT_UPLOADS_PER_MINUTE). */
export function createWriteLimiter(pool: pg.Pool, logger: Logger, limits: RateLimitConfig): WriteLimiter {
  const counter = (kind: WriteKind, perMinute: number) => requestCounter(pool, logger, `write_${kind}`, perMinute);
  const counters: Record<WriteKind, ReturnType<typeof counter>> = {
    chatMessage: counter('chatMessage', limits.writesPerMinute),
    inquiry: counter('inquiry', limits.writesPerMinute),
    viewingRequest: counter('viewingRequest', limits.writesPerMinute),
    viewingBooking: counter('viewingBooking', limits.writesPerMinute),
    lease: counter('lease', limits.writesPerMinute),
    report: counter('report', limits.writesPerMinute),
    upload: counter('upload', limits.uploadsPerMinute),
    application: counter('application', limits.writesPerMinute),
    repair: counter('repair', limits.writesPerMinute),
    // The listing form screens in the browser; this counter is for API clients checking text as they go.
    listingTextCheck: counter('listingTextCheck', limits.writesPerMinute),
  };
  return {
    consume: async (actor, kind) => counters[kind]?.consume(String(actor.id)),
  };
}
