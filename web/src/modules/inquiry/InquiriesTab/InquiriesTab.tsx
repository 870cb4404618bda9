import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { InquiryStatus } from '@hearth/api/contracts/inquiry-statuses';
import { Badge, Button, formatDate } from '@hearth/design-system';
import { PanelListSection, layout, withName, type ListState } from '../../common';
import type { InquiryRow } from '../inquiry.model';
import { ListingRemovedBadge } from '../../chat/ListingRemovedBadge';

const STATUS_LABELS: Record<InquiryStatus, MessageDescriptor> = {
  pending: msg({ context: 'inquiry status', message: 'pending' }),
  resolved: msg({ context: 'inquiry status', message: 'resolved' }),
};

export interface InquiriesTabProps {
  inquiries: ListState<InquiryRow>;
  onStartChat: (inquiry: InquiryRow) => void;
  onMarkResolved: (inquiry: InquiryRow) => void;
  /** The open conversation replaces the list (the chat view with a Back button, docs/product.md#dashboard). */
  chat?: ReactNode;
}

/** Landlord Messages tab: tenant inquiries with their latest chat message, Start Chat and Mark Resolved. */
export function InquiriesTab({ inquiries, onStartChat, onMarkResolved, chat }: InquiriesTabProps) {
  const { t } = useLingui();
  if (chat) return <>{chat}</>;
  return (
    <PanelListSection
      title={t`Tenant Messages`}
      state={inquiries}
      empty={{ title: t`No Messages` }}
      renderItem={(inquiry) => <InquiryItem inquiry={inquiry} onStartChat={onStartChat} onMarkResolved={onMarkResolved} />}
    />
  );
}

/** One inquiry: who asked about which listing, when, its status and the conversation's latest word. */
function InquiryItem({ inquiry, onStartChat, onMarkResolved }: { inquiry: InquiryRow } & Pick<InquiriesTabProps, 'onStartChat' | 'onMarkResolved'>) {
  const { t, i18n } = useLingui();
  const { tenantId, propertyId, message } = inquiry;
  const status = STATUS_LABELS[inquiry.status] as MessageDescriptor | undefined;
  return (
    <div className={layout.row}>
      <div className={layout.rowMain}>
        <div className={layout.meta}>
          <strong>{withName(t`Tenant #${tenantId}`, inquiry.tenantName)}</strong>
          <span>{withName(t`Property #${propertyId}`, inquiry.propertyTitle)}</span>
          <span>{formatDate(inquiry.createdAt, i18n.locale)}</span>
          <Badge tone={inquiry.status === 'pending' ? 'warning' : 'success'}>{status ? i18n._(status) : inquiry.status}</Badge>
          {inquiry.listingRemoved ? <ListingRemovedBadge /> : null}
        </div>
        {inquiry.latestMessage ? (
          <p>{inquiry.latestMessage.message}</p>
        ) : (
          <p>
            <Trans>
              <strong>Initial inquiry:</strong> {message}
            </Trans>
          </p>
        )}
      </div>
      <div className={layout.actions}>
        <Button size="sm" onPress={() => onStartChat(inquiry)}>
          <Trans>Start Chat</Trans>
        </Button>
        <Button variant="outline" size="sm" onPress={() => onMarkResolved(inquiry)}>
          <Trans>Mark Resolved</Trans>
        </Button>
      </div>
    </div>
  );
}
