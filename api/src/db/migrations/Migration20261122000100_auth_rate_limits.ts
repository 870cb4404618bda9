import { Migration } from '@mikro-orm/migrations';

/**
 * Counters of the auth rate limiter (rate-limiter-flexible's RateLimiterPostgres layout). Created here rather than
 * lazily by the library, whose background creation races the first request and crashes on failure.
 */
export class Migration20261122000100_auth_rate_limits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists auth_rate_limits (
      key varchar(255) primary key,
      points integer not null default 0,
      expire bigint
    );`);
  }
}
