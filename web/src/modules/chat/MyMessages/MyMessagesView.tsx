import type { ReactNode } from 'react';
import { Badge, Button, EmptyState, PageHeader, formatDate } from '@hearth/design-system';
import type { MessageDescriptor } from '@lingui/core';
import { msg, ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InquiryStatus } from '@hearth/api/contracts/inquiry-statuses';
import { ErrorNotice, LoadingRows, layout, type ScreenState } from '../../common';
import type { InquiryRow } from '../../inquiry/inquiry.model';
import { ListingRemovedBadge } from '../ListingRemovedBadge';
import { SafetyNotice } from '../SafetyNotice';

export interface MyMessagesViewProps {
  state: ScreenState<InquiryRow[]>;
  viewerId: number | null;
  onOpenChat: (conversation: InquiryRow) => void;
  /** The open conversation (ChatView with 'Conversation with property owner') replaces the list. */
  chat?: ReactNode;
}

/** An inquiry's status as its badge shows it (lowercase: the badge writes it in sentence case). */
const STATUS_LABELS: Record<InquiryStatus, MessageDescriptor> = {
  pending: msg({ context: 'inquiry status', message: 'pending' }),
  resolved: msg({ context: 'inquiry status', message: 'resolved' }),
};

/** /messages for tenants (docs/product.md#my-messages): their inquiries as conversations with the owners. Others get the route guard. */
export function MyMessagesView({ state, viewerId, onOpenChat, chat }: MyMessagesViewProps) {
  const { t, i18n } = useLingui();
  return (
    <div className={layout.page}>
      <PageHeader title={t`My Messages`} />
      {chat ?? (
        <section className={layout.list} aria-labelledby="conversations-heading">
          <h2 id="conversations-heading" className={layout.sectionTitle}>
            <Trans>Property Conversations</Trans>
          </h2>
          {state.status === 'loading' ? <LoadingRows label={t`Loading conversations`} /> : null}
          {state.status === 'error' ? <ErrorNotice message={state.message} /> : null}
          {state.status === 'empty' ? (
            <EmptyState
              headingLevel={3}
              title={t`No conversations yet`}
              description={t`Send an inquiry about a property to start a conversation with the owner.`}
            />
          ) : null}
          {state.status === 'ready' ? (
            <ul className={layout.list}>
              {state.data.map((c) => (
                <li key={c.id} className={layout.panel}>
                  <div className={layout.row}>
                    <div className={layout.rowMain}>
                      <div className={layout.meta}>
                        <h3 className={layout.rowTitle}>{c.propertyTitle ?? t`Property #${ph({ id: c.propertyId })}`}</h3>
                        <Badge tone={c.status === 'pending' ? 'destructive' : 'secondary'}>{i18n._(STATUS_LABELS[c.status])}</Badge>
                        {c.listingRemoved ? <ListingRemovedBadge /> : null}
                      </div>
                      {c.landlordName ? <span className={layout.muted}>{t`Owner: ${ph({ name: c.landlordName })}`}</span> : null}
                      {c.latestMessage ? (
                        <>
                          <p>
                            <strong>{c.latestMessage.senderId === viewerId ? t`You:` : t`Owner:`}</strong> {c.latestMessage.message}
                          </p>
                          {c.latestMessage.safetyNotice ? <SafetyNotice text={c.latestMessage.safetyNotice} propertyId={c.propertyId} /> : null}
                        </>
                      ) : (
                        <p>
                          <strong>
                            <Trans>Your initial inquiry:</Trans>
                          </strong> {c.message}
                        </p>
                      )}
                      <span className={layout.muted}>{formatDate(c.latestMessage?.createdAt ?? c.createdAt, i18n.locale)}</span>
                    </div>
                    <div className={layout.actions}>
                      <Button size="sm" onPress={() => onOpenChat(c)}>
                        <Trans>Open Chat</Trans>
                      </Button>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      )}
    </div>
  );
}
