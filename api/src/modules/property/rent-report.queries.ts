// The rent report's table (rent_report_rows, Migration20261205010000_rent_report), owned by this module because it
// is computed from the listings and the price history and read beside every listing (its rent comparison). The
// rent-report module, above this one, answers the report's routes and runs its refresh job through these.
import type { EntityManager } from '@mikro-orm/postgresql';
import { BELOW_MARKET_FLAG, BELOW_MARKET_SHARE, RENT_REPORT_CHANGE_DAYS, RENT_REPORT_MIN_SAMPLE, type RentReport, type RentReportQuery, type RentReportRow } from '../../contracts/index.js';
import { PUBLIC_LISTING } from './property.queries.js';
import { rentAsOfSql } from './price-history.queries.js';

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
  const day = 24 * 60 * 60 * 1000;
  const monthAgo = new Date(now.getTime() - RENT_REPORT_CHANGE_DAYS.oneMonth * day);
  const yearAgo = new Date(now.getTime() - RENT_REPORT_CHANGE_DAYS.oneYear * day);
  await em.transactional(async (tx) => {
    await tx.execute(`select pg_advisory_xact_lock(hashtext('rent_report_refresh'))`);
    await tx.execute('delete from rent_report_rows');
    await tx.execute(
      `insert into rent_report_rows (province, city_key, city, bedrooms, property_type, median_rent, sample_size, one_month_change_percent, one_year_change_percent)
       select province, city_key, city, bedrooms, property_type, median, sample,
         ${change('median', 'median_month', 'sample_month')}, ${change('median', 'median_year', 'sample_year')}
       from (
         select province, city_key, mode() within group (order by city) as city, bedrooms, property_type,
           percentile_cont(0.5) within group (order by rent) as median, count(*) as sample,
           percentile_cont(0.5) within group (order by rent_month) as median_month, count(rent_month) as sample_month,
           percentile_cont(0.5) within group (order by rent_year) as median_year, count(rent_year) as sample_year
         from (
           select p.province, hearth_place_key(p.city) as city_key, btrim(p.city) as city, p.bedrooms, p.property_type, p.monthly_rent as rent,
             ${rentAsOfSql('p', '?::timestamptz')} as rent_month, ${rentAsOfSql('p', '?::timestamptz')} as rent_year
           from properties p where ${PUBLIC_LISTING}
         ) listing
         group by grouping sets ((province, city_key, bedrooms, property_type), (province, city_key, bedrooms))
         having count(*) >= ${RENT_REPORT_MIN_SAMPLE}
       ) grouped`,
      [monthAgo.toISOString(), yearAgo.toISOString()],
    );
    await tx.execute('update rent_report_state set generated_at = ?', [now.toISOString()]);
  });
}

/** The report's rows, national or narrowed to a province and/or a city (its place key), in a stable order. */
export async function readRentReport(em: EntityManager, query: RentReportQuery): Promise<RentReport> {
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
  const connection = em.getConnection();
  const [state] = await connection.execute<Array<{ generatedAt: string | null }>>(
    `select to_char(generated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "generatedAt" from rent_report_state`,
  );
  const rows = await connection.execute<RentReportRow[]>(
    `select r.province, r.city, r.bedrooms, r.property_type as "propertyType", r.median_rent as "medianRent", r.sample_size as "sampleSize",
       r.one_month_change_percent::float8 as "oneMonthChangePercent", r.one_year_change_percent::float8 as "oneYearChangePercent"
     from rent_report_rows r ${where.length ? `where ${where.join(' and ')}` : ''}
     order by r.province, r.city_key, r.bedrooms, r.property_type nulls first`,
    params,
  );
  return { generatedAt: state?.generatedAt ?? null, rows };
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
