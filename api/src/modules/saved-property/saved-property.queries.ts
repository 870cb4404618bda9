import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../common/actor.js';
import { countsPerDay, type DayWindows } from '../../common/day-windows.js';
import { joinSql } from '../../common/sql.js';
import { listingVisibleSql, propertyRecordSource, runQuery, type PropertyRecord } from '../property/index.js';

/** Properties a user saved (newest save first), limited to those the viewer may see. */
export function savedPropertyRecords(em: EntityManager, viewer: Actor, limit: number): Promise<PropertyRecord[]> {
  const listing = propertyRecordSource('s.property_id');
  const visible = listingVisibleSql(viewer);
  return runQuery<PropertyRecord>(em, {
    sql: `select ${listing.columns} from saved_properties s ${joinSql(listing)}
      where s.user_id = ? and ${visible.sql} order by s.created_at desc, s.id desc limit ?`,
    params: [viewer.id, ...visible.params, limit],
  });
}

/** How many people saved the listing, per day of the windows (listing statistics; a save later removed still counts its day). */
export const savesPerDay = (em: EntityManager, propertyId: number, windows: DayWindows): Promise<number[]> =>
  countsPerDay(em, 'created_at', 'from saved_properties where property_id = ?', [propertyId], windows);
