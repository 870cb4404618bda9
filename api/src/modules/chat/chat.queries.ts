import type { EntityManager } from '@mikro-orm/postgresql';
import { joinSql, type SqlQuery } from '../../common/sql.js';
import type { PropertyStatus, Role } from '../../contracts/index.js';
import { listingRulesSource } from '../property/index.js';
import { userRoleSource } from '../user/index.js';
import { ChatMessage } from './chat-message.entity.js';

/** Identifies one conversation: a property and its two people (order does not matter). */
export interface ConversationRef {
  propertyId: number;
  landlordId: number;
  tenantId: number;
}

/** Messages of one conversation, oldest first (index chat_messages_conversation_idx). */
export async function findConversationMessages(em: EntityManager, ref: ConversationRef): Promise<ChatMessage[]> {
  const rows = await em.execute(
    `select * from chat_messages
      where property_id = ? and least(sender_id, receiver_id) = ? and greatest(sender_id, receiver_id) = ?
      order by created_at, id`,
    [ref.propertyId, Math.min(ref.landlordId, ref.tenantId), Math.max(ref.landlordId, ref.tenantId)],
  );
  return rows.map((row) => em.map(ChatMessage, row));
}

/**
 * Whether `a` and `b` have a conversation (at least one message) about the listing `propertyId`: once the listing is
 * deleted, the messages are all that says who its two people were.
 */
export async function hasConversation(em: EntityManager, propertyId: number, a: number, b: number): Promise<boolean> {
  const [row] = await em.execute<Array<{ found: boolean }>>(
    `select exists (select 1 from chat_messages
                     where property_id = ? and least(sender_id, receiver_id) = ? and greatest(sender_id, receiver_id) = ?) as found`,
    [propertyId, Math.min(a, b), Math.max(a, b)],
  );
  return row?.found === true;
}

/** Marks what `receiverId` was sent in this conversation as read. */
export async function markConversationRead(em: EntityManager, ref: ConversationRef, receiverId: number): Promise<void> {
  const senderId = receiverId === ref.landlordId ? ref.tenantId : ref.landlordId;
  await em.execute(
    `update chat_messages set is_read = true where property_id = ? and receiver_id = ? and sender_id = ? and not is_read`,
    [ref.propertyId, receiverId, senderId],
  );
}

/** What deciding on a conversation needs, read in ONE statement: the listing and the other person. */
export interface ConversationFacts {
  listing: { ownerId: number; status: PropertyStatus; showOnMarketplace: boolean; ownerSuspended: boolean };
  other: { id: number; role: Role } | null;
}

/** What sending needs on top: whether the tenant has contacted the owner about the property (an inquiry or any message). */
export interface ConversationFactsWithHistory extends ConversationFacts {
  hasHistory: boolean;
}

/** The listing (`?`: its id) and the other person (`?`: their id, a left join: they may not exist). */
const LISTING = listingRulesSource('?');
const OTHER = userRoleSource('?', 'other');

/** The listing and the other person (reading a conversation); null when the listing does not exist. */
export async function findConversationFacts(em: EntityManager, propertyId: number, otherUserId: number): Promise<ConversationFacts | null> {
  const row = await selectConversationFacts(em, propertyId, otherUserId, { sql: 'false', params: [] });
  return row && { listing: row.listing, other: row.other };
}

/** The inquiry module's condition that the tenant `tenantId` sent an inquiry about the property `propertyIdColumn`. */
export type InquiredAboutSql = (propertyIdColumn: string, tenantId: SqlQuery) => SqlQuery;

/**
 * The listing, the other person and whether the pair has talked about the listing (sending a message); null when the
 * listing does not exist. The tenant of the history check is whichever of the two is not the owner (only used when
 * they form a pair).
 */
export async function findConversationFactsWithHistory(
  em: EntityManager,
  propertyId: number,
  viewerId: number,
  otherUserId: number,
  inquiredAboutSql: InquiredAboutSql,
): Promise<ConversationFactsWithHistory | null> {
  const tenant = { sql: `case when ${LISTING.ownerId} = ? then ? else ? end`, params: [viewerId, otherUserId, viewerId] };
  const inquired = inquiredAboutSql(LISTING.id, tenant);
  const history = {
    sql: `${inquired.sql}
         or exists (select 1 from chat_messages m
                     where m.property_id = ${LISTING.id} and least(m.sender_id, m.receiver_id) = ? and greatest(m.sender_id, m.receiver_id) = ?)`,
    params: [...inquired.params, Math.min(viewerId, otherUserId), Math.max(viewerId, otherUserId)],
  };
  return selectConversationFacts(em, propertyId, otherUserId, history);
}

/** The one statement behind both: the listing, the other person and the `history` expression (`false` when not needed). */
async function selectConversationFacts(
  em: EntityManager,
  propertyId: number,
  otherUserId: number,
  history: SqlQuery,
): Promise<ConversationFactsWithHistory | null> {
  const [row] = await em.execute<Array<ConversationFacts['listing'] & { otherId: number | null; otherRole: Role | null; hasHistory: boolean }>>(
    `select ${LISTING.columns}, ${OTHER.columns}, ${history.sql} as "hasHistory"
       from ${LISTING.from} ${joinSql(OTHER, 'left join')}
      where ${LISTING.on}`,
    [...history.params, otherUserId, propertyId],
  );
  if (!row) return null;
  const { otherId, otherRole, hasHistory, ...listing } = row;
  return {
    listing,
    other: otherId === null ? null : { id: otherId, role: otherRole! },
    hasHistory: hasHistory === true,
  };
}

/** Inserts a message in one statement and returns its id. */
export async function insertChatMessage(
  em: EntityManager,
  row: Pick<ChatMessage, 'propertyId' | 'senderId' | 'receiverId' | 'message' | 'isRead' | 'createdAt' | 'scamSignals'>,
): Promise<number> {
  const [inserted] = await em.execute<Array<{ id: number }>>(
    `insert into chat_messages (property_id, sender_id, receiver_id, message, is_read, created_at, scam_signals)
     values (?, ?, ?, ?, ?, ?, ?::text[]) returning id`,
    [row.propertyId, row.senderId, row.receiverId, row.message, row.isRead, row.createdAt, `{${row.scamSignals.join(',')}}`],
  );
  return Number(inserted!.id);
}

/**
 * The latest message of each conversation in ONE query (a lateral index probe per conversation), in the order of
 * `refs`; null where a conversation has no message.
 */
export async function findLatestMessages(em: EntityManager, refs: readonly ConversationRef[]): Promise<Array<ChatMessage | null>> {
  if (refs.length === 0) return [];
  const lows = refs.map((ref) => Math.min(ref.landlordId, ref.tenantId));
  const highs = refs.map((ref) => Math.max(ref.landlordId, ref.tenantId));
  const rows = await em.execute<Array<Record<string, unknown> & { ord: number }>>(
    `select c.ord, m.* from unnest(?::int[], ?::int[], ?::int[]) with ordinality as c(property_id, lo, hi, ord)
       cross join lateral (
         select * from chat_messages m
          where m.property_id = c.property_id and least(m.sender_id, m.receiver_id) = c.lo and greatest(m.sender_id, m.receiver_id) = c.hi
          order by m.created_at desc, m.id desc limit 1
       ) m`,
    [intArray(refs.map((ref) => ref.propertyId)), intArray(lows), intArray(highs)],
  );
  const latest: Array<ChatMessage | null> = refs.map(() => null);
  for (const { ord, ...row } of rows) latest[Number(ord) - 1] = em.map(ChatMessage, row);
  return latest;
}

/** A PostgreSQL int[] literal (knex would expand a JS array into a list of parameters). */
function intArray(values: number[]): string {
  return `{${values.map((value) => Math.trunc(value)).join(',')}}`;
}

/** How many flagged messages (scam wording to a tenant) each of `senderIds` has sent, in their order (index chat_messages_scam_sender_idx). */
export async function countScamSignalsBySender(em: EntityManager, senderIds: readonly number[]): Promise<number[]> {
  if (senderIds.length === 0) return [];
  const rows = await em.execute<Array<{ senderId: number; count: string | number }>>(
    `select sender_id as "senderId", count(*) as count from chat_messages
      where sender_id = any(?::int[]) and cardinality(scam_signals) > 0
      group by sender_id`,
    [intArray([...senderIds])],
  );
  const counts = new Map(rows.map((row) => [Number(row.senderId), Number(row.count)]));
  return senderIds.map((id) => counts.get(id) ?? 0);
}
