import type { ReactNode } from 'react';
import { Badge, Button, EmptyState, PageHeader, formatDate } from '@hearth/design-system';
import { ErrorNotice, LoadingRows, layout, type ScreenState } from '../../../common';
import type { InquiryRow } from '../../../inquiry/inquiry.model';

export interface MyMessagesProps {
  state: ScreenState<InquiryRow[]>;
  viewerId: number | null;
  onOpenChat: (conversation: InquiryRow) => void;
  /** The open conversation (ChatView with 'Conversation with property owner') replaces the list. */
  chat?: ReactNode;
}

/** /messages for tenants (spec §2): their inquiries as conversations with the owners. Others get the route guard. */
export function MyMessages({ state, viewerId, onOpenChat, chat }: MyMessagesProps) {
  return (
    <div className={layout.page}>
      <PageHeader title="My Messages" />
      {chat ?? (
        <section className={layout.list} aria-labelledby="conversations-heading">
          <h2 id="conversations-heading" className={layout.sectionTitle}>
            Property Conversations
          </h2>
          {state.status === 'loading' ? <LoadingRows label="Loading conversations" /> : null}
          {state.status === 'error' ? <ErrorNotice message={state.message} /> : null}
          {state.status === 'empty' ? (
            <EmptyState headingLevel={3} title="No conversations yet" description="Send an inquiry about a property to start a conversation with the owner." />
          ) : null}
          {state.status === 'ready' ? (
            <ul className={layout.list}>
              {state.data.map((c) => (
                <li key={c.id} className={layout.panel}>
                  <div className={layout.row}>
                    <div className={layout.rowMain}>
                      <div className={layout.meta}>
                        <h3 className={layout.rowTitle}>{c.propertyTitle ?? `Property #${c.propertyId}`}</h3>
                        <Badge tone={c.status === 'pending' ? 'destructive' : 'secondary'}>{c.status}</Badge>
                      </div>
                      {c.landlordName ? <span className={layout.muted}>Owner: {c.landlordName}</span> : null}
                      {c.latestMessage ? (
                        <p>
                          <strong>{c.latestMessage.senderId === viewerId ? 'You' : 'Owner'}:</strong> {c.latestMessage.message}
                        </p>
                      ) : (
                        <p>
                          <strong>Your initial inquiry:</strong> {c.message}
                        </p>
                      )}
                      <span className={layout.muted}>{formatDate(c.latestMessage?.createdAt ?? c.createdAt)}</span>
                    </div>
                    <div className={layout.actions}>
                      <Button size="sm" onPress={() => onOpenChat(c)}>
                        Open Chat
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
