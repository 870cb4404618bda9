/** Routing keys of the domain events and the dynamic ids that scope them to the people allowed to see them. */
export const Topics = {
  /** id: conversationKey(...) — only the conversation's two people can compute a key that includes them. */
  chatMessageAdded: 'CHAT_MESSAGE_ADDED',
  /** id: recipient user id */
  notificationAdded: 'NOTIFICATION_ADDED',
  /** id: recipient user id; payload {count} */
  unreadNotificationCount: 'UNREAD_NOTIFICATION_COUNT',
} as const;

/** A conversation is (property, unordered pair of users): the same key whichever side computes it. */
export function conversationKey(propertyId: number, userA: number, userB: number): string {
  return `${propertyId}:${Math.min(userA, userB)}:${Math.max(userA, userB)}`;
}
