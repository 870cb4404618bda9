import type { EntityManager } from '@mikro-orm/postgresql';
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

/** Whether the tenant has contacted the owner about the property (an inquiry or any message). */
export async function conversationHasHistory(em: EntityManager, ref: ConversationRef): Promise<boolean> {
  const [row] = await em.execute<{ found: boolean }[]>(
    `select exists (select 1 from inquiries where property_id = ? and tenant_id = ?)
         or exists (select 1 from chat_messages
                     where property_id = ? and least(sender_id, receiver_id) = ? and greatest(sender_id, receiver_id) = ?) as found`,
    [ref.propertyId, ref.tenantId, ref.propertyId, Math.min(ref.landlordId, ref.tenantId), Math.max(ref.landlordId, ref.tenantId)],
  );
  return row?.found === true;
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
