import type { NotificationType } from '@hearth/api/contracts/notification-types';

export interface NotificationMetadata {
  tenantWhatsApp?: string | null;
  tenantName?: string | null;
  propertyTitle?: string | null;
}

export interface NotificationRow {
  id: number;
  type: NotificationType;
  title: string;
  message: string;
  propertyId: number | null;
  isRead: boolean;
  metadata: NotificationMetadata | null;
  createdAt: string;
}
