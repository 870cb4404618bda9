import type { ReactNode } from 'react';
import { Badge, Button, formatDate } from '@hearth/design-system';
import { PanelListSection, layout, withName, type ListState } from '../../common';
import type { InquiryRow } from '../inquiry.model';

export interface InquiriesTabProps {
  inquiries: ListState<InquiryRow>;
  onStartChat: (inquiry: InquiryRow) => void;
  onMarkResolved: (inquiry: InquiryRow) => void;
  /** The open conversation replaces the list (spec §2 chat view with a Back button). */
  chat?: ReactNode;
}

/** Landlord Messages tab: tenant inquiries with their latest chat message, Start Chat and Mark Resolved. */
export function InquiriesTab({ inquiries, onStartChat, onMarkResolved, chat }: InquiriesTabProps) {
  if (chat) return <>{chat}</>;
  return (
    <PanelListSection
      title="Tenant Messages"
      state={inquiries}
      empty={{ title: 'No Messages' }}
      renderItem={(inquiry) => (
        <div className={layout.row}>
          <div className={layout.rowMain}>
            <div className={layout.meta}>
              <strong>{withName(`Tenant #${inquiry.tenantId}`, inquiry.tenantName)}</strong>
              <span>{withName(`Property #${inquiry.propertyId}`, inquiry.propertyTitle)}</span>
              <span>{formatDate(inquiry.createdAt)}</span>
              <Badge tone={inquiry.status === 'pending' ? 'warning' : 'success'}>{inquiry.status}</Badge>
            </div>
            {inquiry.latestMessage ? (
              <p>{inquiry.latestMessage.message}</p>
            ) : (
              <p>
                <strong>Initial inquiry:</strong> {inquiry.message}
              </p>
            )}
          </div>
          <div className={layout.actions}>
            <Button size="sm" onPress={() => onStartChat(inquiry)}>
              Start Chat
            </Button>
            <Button variant="outline" size="sm" onPress={() => onMarkResolved(inquiry)}>
              Mark Resolved
            </Button>
          </div>
        </div>
      )}
    />
  );
}
