export interface ChatMessageRow {
  id: number;
  propertyId: number;
  senderId: number;
  receiverId: number;
  message: string;
  createdAt: string;
}
