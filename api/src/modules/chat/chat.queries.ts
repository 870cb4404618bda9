import type { EntityManager } from '@mikro-orm/postgresql';
import type { PropertyStatus, Role } from '../../contracts/index.js';
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

/** The listing and the other person (reading a conversation); null when the listing does not exist. */
export async function findConversationFacts(em: EntityManager, propertyId: number, otherUserId: number): Promise<ConversationFacts | null> {
  const row = await selectConversationFacts(em, propertyId, otherUserId, { sql: 'false', params: [] });
  return row && { listing: row.listing, other: row.other };
}

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
): Promise<ConversationFactsWithHistory | null> {
  const history = {
    sql: `exists (select 1 from inquiries i where i.property_id = p.id and i.tenant_id = case when p.owner_id = ? then ? else ? end)
         or exists (select 1 from chat_messages m
                     where m.property_id = p.id and least(m.sender_id, m.receiver_id) = ? and greatest(m.sender_id, m.receiver_id) = ?)`,
    params: [viewerId, otherUserId, viewerId, Math.min(viewerId, otherUserId), Math.max(viewerId, otherUserId)],
  };
  return selectConversationFacts(em, propertyId, otherUserId, history);
}

/** The one statement behind both: the listing, the other person and the `history` expression (`false` when not needed). */
async function selectConversationFacts(
  em: EntityManager,
  propertyId: number,
  otherUserId: number,
  history: { sql: string; params: number[] },
): Promise<ConversationFactsWithHistory | null> {
  const [row] = await em.execute<Array<{ owner_id: number; status: PropertyStatus; show_on_marketplace: boolean; owner_suspended: boolean; other_id: number | null; other_role: Role | null; has_history: boolean }>>(
    `select p.owner_id, p.status, p.show_on_marketplace, p.owner_suspended, u.id as other_id, u.role as other_role, ${history.sql} as has_history
       from properties p left join users u on u.id = ?
      where p.id = ?`,
    [...history.params, otherUserId, propertyId],
  );
  if (!row) return null;
  return {
    listing: { ownerId: row.owner_id, status: row.status, showOnMarketplace: row.show_on_marketplace, ownerSuspended: row.owner_suspended },
    other: row.other_id === null ? null : { id: row.other_id, role: row.other_role! },
    hasHistory: row.has_history === true,
  };
}

/** Inserts a message in one statement and returns its id. */
export async function insertChatMessage(
  em: EntityManager,
  row: Pick<ChatMessage, 'propertyId' | 'senderId' | 'receiverId' | 'message' | 'isRead' | 'createdAt'>,
): Promise<number> {
  const [inserted] = await em.execute<Array<{ id: number }>>(
    `insert into chat_messages (property_id, sender_id, receiver_id, message, is_read, created_at) values (?, ?, ?, ?, ?, ?) returning id`,
    [row.propertyId, row.senderId, row.receiverId, row.message, row.isRead, row.createdAt],
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
