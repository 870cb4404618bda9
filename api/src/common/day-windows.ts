import type { EntityManager } from '@mikro-orm/postgresql';
import type { SqlQuery } from './sql.js';
import { calendarDayIn, fromWallClock } from './time-zone.js';

/**
 * The last `days.length` calendar days of a place (a listing's province), oldest first, and the instants they start
 * at: `bounds[i]` is the local midnight that starts `days[i]`, `bounds[days.length]` the one that ends the last day.
 * Each module counts its own rows per day against these (listing statistics), so every count shares one boundary.
 */
export interface DayWindows {
  timeZone: string;
  days: string[];
  bounds: Date[];
}

const DAY_MS = 86_400_000;

/** The `count` days ending today in `timeZone` (today included). */
export function dayWindows(timeZone: string, now: Date, count: number): DayWindows {
  const today = Date.parse(`${calendarDayIn(timeZone, now)}T00:00:00Z`);
  const days: string[] = [];
  const bounds: Date[] = [];
  for (let i = count - 1; i >= -1; i -= 1) {
    const wallMidnight = today - i * DAY_MS;
    bounds.push(new Date(fromWallClock(wallMidnight, timeZone)));
    if (i >= 0) days.push(new Date(wallMidnight).toISOString().slice(0, 10));
  }
  return { timeZone, days, bounds };
}

/**
 * A count per day of rows whose `at` column (a timestamptz) falls in the windows, for a module's own table:
 * `countPerDaySql('created_at', 'from saved_properties where property_id = ?', [id], windows)`. width_bucket puts
 * each row in the day whose local midnights bracket it (1-based); rows outside are filtered first.
 */
export function countPerDaySql(at: string, fromWhere: string, params: unknown[], windows: DayWindows): SqlQuery {
  const thresholds = `{${windows.bounds.map((bound) => bound.toISOString()).join(',')}}`;
  return {
    sql: `select width_bucket(${at}, ?::timestamptz[]) as bucket, count(*)::int as n ${fromWhere} and ${at} >= ? and ${at} < ? group by 1`,
    params: [thresholds, ...params, windows.bounds[0]!.toISOString(), windows.bounds.at(-1)!.toISOString()],
  };
}

/** The rows of countPerDaySql as one number per day of the windows (zeros included). */
export function perDay(rows: Array<{ bucket: number; n: number }>, windows: DayWindows): number[] {
  const counts = windows.days.map(() => 0);
  for (const { bucket, n } of rows) if (bucket >= 1 && bucket <= counts.length) counts[bucket - 1] = Number(n);
  return counts;
}

/** Runs countPerDaySql on the request's unit of work: one number per day of the windows. */
export async function countsPerDay(em: EntityManager, at: string, fromWhere: string, params: unknown[], windows: DayWindows): Promise<number[]> {
  const query = countPerDaySql(at, fromWhere, params, windows);
  return perDay(await em.getConnection().execute<Array<{ bucket: number; n: number }>>(query.sql, query.params), windows);
}
