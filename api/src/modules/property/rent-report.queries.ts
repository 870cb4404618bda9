// The rent report's table (rent_report_rows, Migration20261205010000_rent_report), owned by this module because it
// is computed from the listings and the price history and read beside every listing (its rent comparison). The
// rent-report module, above this one, answers the report's routes and runs its refresh job through these.
import type { EntityManager } from '@mikro-orm/postgresql';
import { BELOW_MARKET_FLAG, BELOW_MARKET_SHARE, RENT_REPORT_CHANGE_DAYS, RENT_REPORT_MIN_SAMPLE, type RentReportQuery } from '../../contracts/index.js';
import type { SqlQuery } from '../../common/sql.js';
import { PUBLIC_LISTING } from './property.queries.js';
import { listingRentsAsOfSql } from './price-history.js';

/** A change in percent (one decimal) from `before` to `now`, null when the earlier sample is under the minimum. */
const change = (now: string, before: string, sample: string) =>
  `case when ${sample} >= ${RENT_REPORT_MIN_SAMPLE} then round(((${now} - ${before}) / ${before} * 100)::numeric, 1) end`;

/**
 * Recomputes the whole report as of `now`, in one transaction: the rows are replaced together, so readers see
 * the old report until the commit and the new one after (MVCC), never a half. Two refreshes queue on an advisory
 * lock instead of interleaving. Medians are percentile_cont(0.5): the middle rent of an odd count, the mean of the
 * two middle rents of an even one. The changes compare with the median, 30 and 365 days before, of the same public
 * listings' rents as of that day (the price history), counting only those that existed then.
 */
export async function refreshRentReport(em: EntityManager, now: Date): Promise<void> {
  await em.transactional(async (tx) => {
    for (const statement of rentReportRefreshStatements(now)) await tx.execute(statement.sql, statement.params);
  });
}

/**
 * Memory for the refresh's sort and hashes (a million rows: about 90 MB sorted, 86 MB hashed), set for its
 * transaction only: at the server's default (4 MB) the sort spilled to disk.
 */
const REFRESH_WORK_MEM = '128MB';
/** Workers that scan, join and sort beside the refresh's backend (each sorts its part; the leader merges them). */
const REFRESH_PARALLEL_WORKERS = 2;

/**
 * The refresh's statements, run in order in one transaction (refreshRentReport; the search bench times them).
 * The rows are computed first into a temporary table by `create table ... as select`, because a plain query may run
 * in parallel and `insert ... select` may not (PostgreSQL plans a writing statement on one process): at a million
 * listings the parallel plan took 10 s where the insert took 17 to 25 s on the same loaded machine. Then the old
 * rows are swapped for the new ones, in the same transaction, so readers never see half of each. The scan reads
 * properties_rent_report_idx alone (Migration20261205060000_rent_report_scan), not the listings' heap.
 */
export function rentReportRefreshStatements(now: Date): SqlQuery[] {
  const day = 24 * 60 * 60 * 1000;
  // Every listing's rent as of each day (the price history; a listing created later has none), joined once each.
  const monthAgo = listingRentsAsOfSql(new Date(now.getTime() - RENT_REPORT_CHANGE_DAYS.oneMonth * day));
  const yearAgo = listingRentsAsOfSql(new Date(now.getTime() - RENT_REPORT_CHANGE_DAYS.oneYear * day));
  return [
    { sql: `select pg_advisory_xact_lock(hashtext('rent_report_refresh'))`, params: [] },
    { sql: `select set_config('work_mem', '${REFRESH_WORK_MEM}', true), set_config('max_parallel_workers_per_gather', '${REFRESH_PARALLEL_WORKERS}', true)`, params: [] },
    {
      sql: `create temporary table rent_report_new on commit drop as
       select province, city_key, city, bedrooms, property_type, median as median_rent, sample as sample_size,
         ${change('median', 'median_month', 'sample_month')} as one_month_change_percent,
         ${change('median', 'median_year', 'sample_year')} as one_year_change_percent
       from (
         select province, city_key, mode() within group (order by city) as city, bedrooms, property_type,
           percentile_cont(0.5) within group (order by rent) as median, count(*) as sample,
           percentile_cont(0.5) within group (order by rent_month) as median_month, count(rent_month) as sample_month,
           percentile_cont(0.5) within group (order by rent_year) as median_year, count(rent_year) as sample_year
         from (
           select p.province, hearth_place_key(p.city) as city_key, btrim(p.city) as city, p.bedrooms, p.property_type, p.monthly_rent as rent,
             m.monthly_rent as rent_month, y.monthly_rent as rent_year
           from properties p
             left join (${monthAgo.sql}) m on m.property_id = p.id
             left join (${yearAgo.sql}) y on y.property_id = p.id
           where ${PUBLIC_LISTING}
         ) listing
         group by grouping sets ((province, city_key, bedrooms, property_type), (province, city_key, bedrooms))
         having count(*) >= ${RENT_REPORT_MIN_SAMPLE}
       ) grouped`,
      params: [...monthAgo.params, ...yearAgo.params],
    },
    { sql: 'delete from rent_report_rows', params: [] },
    {
      sql: `insert into rent_report_rows (province, city_key, city, bedrooms, property_type, median_rent, sample_size, one_month_change_percent, one_year_change_percent)
       select province, city_key, city, bedrooms, property_type, median_rent, sample_size, one_month_change_percent, one_year_change_percent from rent_report_new`,
      params: [],
    },
    { sql: 'drop table rent_report_new', params: [] },
    { sql: 'update rent_report_state set generated_at = ?, version = version + 1', params: [now.toISOString()] },
  ];
}

/** When the report was computed (ISO, null before the first refresh) and its refresh number, which kept answers are keyed on. */
export const RENT_REPORT_GENERATED_AT: SqlQuery = {
  sql: `select to_char(generated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "generatedAt", version::text as version from rent_report_state`,
  params: [],
};

/** The report's rows, national or narrowed to a province and/or a city (its place key), in a stable order. */
export function rentReportRowsQuery(query: RentReportQuery): SqlQuery {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.province) {
    where.push('r.province = ?');
    params.push(query.province);
  }
  if (query.city) {
    where.push('r.city_key = hearth_place_key(?)');
    params.push(query.city);
  }
  return {
    sql: `select r.province, r.city, r.bedrooms, r.property_type as "propertyType", r.median_rent as "medianRent", r.sample_size as "sampleSize",
       r.one_month_change_percent::float8 as "oneMonthChangePercent", r.one_year_change_percent::float8 as "oneYearChangePercent"
     from rent_report_rows r ${where.length ? `where ${where.join(' and ')}` : ''}
     order by r.province, r.city_key, r.bedrooms, r.property_type nulls first`,
    params,
  };
}

/**
 * Adds the below-market flag to the listing `id` (and holds it for review: status pending) when its rent is under
 * BELOW_MARKET_SHARE of the median of its city's and bedrooms' row; nothing without a row or when already flagged.
 * One statement, in the caller's transaction. True when it flagged.
 */
export async function flagBelowMarket(em: EntityManager, id: number): Promise<boolean> {
  const rows = await em.execute<Array<{ id: number }>>(
    `update properties p set review_flags = array_append(p.review_flags, ?), status = 'pending'
      where p.id = ? and not (? = any(p.review_flags))
        and p.monthly_rent < ? * (select r.median_rent from rent_report_rows r
          where r.city_key = hearth_place_key(p.city) and r.province = p.province and r.bedrooms = p.bedrooms and r.property_type is null)
      returning p.id`,
    [BELOW_MARKET_FLAG, id, BELOW_MARKET_FLAG, BELOW_MARKET_SHARE],
  );
  return rows.length > 0;
}
