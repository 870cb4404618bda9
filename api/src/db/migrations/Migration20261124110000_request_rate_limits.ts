import { Migration } from '@mikro-orm/migrations';

/**
 * Counters of the request and write limits (rate-limiter-flexible's RateLimiterPostgres layout), apart from the
 * auth counters. Unlogged: a counter lives a minute, so it skips the write-ahead log (a crash only resets them).
 */
export class Migration20261124110000_request_rate_limits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create unlogged table if not exists request_rate_limits (
      key varchar(255) primary key,
      points integer not null default 0,
      expire bigint
    );`);
  }
}
