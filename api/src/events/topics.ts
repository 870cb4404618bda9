/** Routing keys of the domain events and the dynamic ids that scope them to the people allowed to see them. */
export const Topics = {
  /** id: conversationKey(...) — only the conversation's two people can compute a key that includes them. */
  chatMessageAdded: 'CHAT_MESSAGE_ADDED',
  /** id: recipient user id */
  notificationAdded: 'NOTIFICATION_ADDED',
  /** id: recipient user id; payload {count} */
  unreadNotificationCount: 'UNREAD_NOTIFICATION_COUNT',
  /**
   * Global; payload {userId}: a session or API token of that user ended (sign-out, sign-out everywhere, password
   * reset, token revoked, account suspended). Every instance re-checks that user's open WebSockets.
   */
  credentialsEnded: 'CREDENTIALS_ENDED',
} as const;

export interface CredentialsEndedEvent {
  userId: number;
}

/** A conversation is (property, unordered pair of users): the same key whichever side computes it. */
export function conversationKey(propertyId: number, userA: number, userB: number): string {
  return `${propertyId}:${Math.min(userA, userB)}:${Math.max(userA, userB)}`;
}
