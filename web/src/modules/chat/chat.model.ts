export interface ChatMessageRow {
  id: number;
  propertyId: number;
  senderId: number;
  receiverId: number;
  message: string;
  createdAt: string;
  /** A warning for the tenant this message was written to, when its wording is a rental scam's; null otherwise. */
  safetyNotice?: string | null;
}
