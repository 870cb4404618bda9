import { createHmac, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../common/actor.js';
import type { DayWindows } from '../../common/day-windows.js';
import type { SqlRunner } from '../../common/sql.js';
import { calendarDayIn } from '../../common/time-zone.js';
import { provinceTimeZone, type PropertyStatus, type Province } from '../../contracts/index.js';
import { countsAsView } from './property.policy.js';
import { runQuery } from './property.queries.js';

/** Who asked for a listing: the signed-in viewer if any, and what the request says of the browser. Nothing of it is stored. */
export interface Visitor {
  viewer: Actor | null;
  ip: string;
  userAgent: string | undefined;
}

/** What a view needs to know of its listing (a PropertyRecord has it). */
export interface ViewedListing {
  id: number;
  ownerId: number;
  province: Province;
  status: PropertyStatus;
  showOnMarketplace: boolean;
  ownerSuspended: boolean;
}

/**
 * Crawlers, link previews, monitors and scripts, by user agent: they are not people looking for a home. A request
 * without a user agent is not a browser either. A bot that lies about itself is counted; the daily dedup bounds it
 * to one view per address and listing.
 */
const AUTOMATED_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|quora link preview|whatsapp|telegram|skypeuripreview|preview|headless|lighthouse|pagespeed|curl\/|wget\/|python|java\/|go-http|okhttp|axios|node-fetch|libwww|httpclient|monitor|pingdom|uptime/i;

export const isAutomatedAgent = (userAgent: string | undefined): boolean => !userAgent?.trim() || AUTOMATED_AGENT.test(userAgent);

/** Daily secrets older than this many days are deleted: a hash made with a deleted secret can no longer be recomputed. */
const SECRETS_KEPT_DAYS = 2;

/**
 * Listing views (docs/product.md#listing-statistics), counted once per visitor per listing per day in the listing's
 * province, like the other statistics. The visitor is an HMAC under a secret made for that day and kept in
 * PostgreSQL (every instance shares it; Plausible's approach): of the signed-in user's id, else of the IP address and
 * user agent, and of the listing, so one visitor's rows on two listings or two days cannot be joined. Only the
 * hash is stored; the IP address never is.
 */
export class ListingViews {
  /** This instance's copy of the few current daily secrets (a cache: the database holds them). */
  private readonly secrets = new Map<string, Buffer>();

  constructor(
    private readonly run: SqlRunner,
    private readonly now: () => Date,
  ) {}

  /** Counts the visit unless it is the owner's, an admin's, a bot's, or the listing is not public; one insert. */
  async record(listing: ViewedListing, visitor: Visitor): Promise<void> {
    if (!countsAsView(visitor.viewer, listing) || isAutomatedAgent(visitor.userAgent)) return;
    const day = calendarDayIn(provinceTimeZone[listing.province], this.now());
    const identity = visitor.viewer ? `user ${visitor.viewer.id}` : `anonymous ${visitor.ip} ${visitor.userAgent}`;
    const hash = createHmac('sha256', await this.secretFor(day)).update(`${listing.id}\n${identity}`).digest().subarray(0, 16);
    await this.run({ sql: 'insert into listing_views (property_id, day, visitor) values (?, ?, ?) on conflict do nothing', params: [listing.id, day, hash] });
  }

  /** The day's secret: made by the first instance that needs it (older ones deleted then), read by the others. */
  private async secretFor(day: string): Promise<Buffer> {
    const known = this.secrets.get(day);
    if (known) return known;
    const secret = await this.storedSecret(day);
    if (this.secrets.size >= SECRETS_KEPT_DAYS + 1) this.secrets.clear();
    this.secrets.set(day, secret);
    return secret;
  }

  private async storedSecret(day: string): Promise<Buffer> {
    for (;;) {
      const rows = await this.run<{ secret: Buffer }>({
        sql: `with made as (insert into visitor_salts (day, secret) values (?, ?) on conflict (day) do nothing returning secret)
              select secret from made union all select secret from visitor_salts where day = ?`,
        params: [day, randomBytes(32), day],
      });
      if (rows[0]) {
        await this.run({ sql: `delete from visitor_salts where day < ?::date - ${SECRETS_KEPT_DAYS - 1}`, params: [day] });
        return rows[0].secret;
      }
      // Another instance made it after this statement's snapshot: read it on the next turn.
    }
  }
}

/** Views of a listing per day of the windows (their days are the listing's local days, as recorded). */
export async function viewsPerDay(em: EntityManager, propertyId: number, windows: DayWindows): Promise<number[]> {
  const rows = await runQuery<{ day: string; n: number }>(em, {
    sql: `select to_char(day, 'YYYY-MM-DD') as day, count(*)::int as n from listing_views where property_id = ? and day between ? and ? group by day`,
    params: [propertyId, windows.days[0], windows.days.at(-1)],
  });
  const byDay = new Map(rows.map((row) => [row.day, Number(row.n)]));
  return windows.days.map((day) => byDay.get(day) ?? 0);
}
