import { Fragment, useEffect, useRef, useState } from 'react';
import { Button, ChevronLeftIcon, TextField, formatTime } from '@hearth/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorNotice, LoadingRows, layout, type ListState } from '../../common';
import * as styles from './ChatView.css';
import type { ChatMessageRow } from '../chat.model';
import { ListingRemovedBadge } from '../ListingRemovedBadge';
import { SafetyNotice } from '../SafetyNotice';

export interface ChatViewProps {
  /** 'Conversation with Tenant #12' or 'Conversation with property owner'. */
  heading: string;
  /** Who and what it is about, beside the numbered heading ('Amara Okafor · Sunny loft by the river'). */
  context?: string;
  messages: ListState<ChatMessageRow>;
  /** The signed-in user: their messages sit on the right. */
  viewerId: number;
  onBack: () => void;
  /** Send trimmed, non-blank text; resolve true when sent so the input clears. */
  onSend: (text: string) => Promise<boolean> | boolean;
  isSending?: boolean;
  /** Text already typed (stories). */
  initialDraft?: string;
  /** The listing was deleted: the messages stay readable, and a note replaces the composer. */
  readOnly?: boolean;
}


/** One conversation (docs/product.md#my-messages): scrolling list, own messages right with time, Enter or the button sends. */
export function ChatView({ heading, context, messages, viewerId, onBack, onSend, isSending, initialDraft = '', readOnly = false }: ChatViewProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState(initialDraft);
  const endRef = useRef<HTMLDivElement>(null);
  const count = messages.status === 'ready' ? messages.data.length : 0;

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  const text = draft.trim();
  const send = async () => {
    if (!text || isSending) return;
    if (await onSend(text)) setDraft('');
  };

  return (
    <section className={styles.chat} aria-label={heading}>
      <div className={layout.headerRow}>
        <Button variant="ghost" size="sm" onPress={onBack}>
          <ChevronLeftIcon size={16} aria-hidden /> <Trans>Back</Trans>
        </Button>
        <div>
          <h2 className={layout.sectionTitle}>{heading}</h2>
          {context ? <p className={layout.muted}>{context}</p> : null}
          {readOnly ? <ListingRemovedBadge /> : null}
        </div>
      </div>
      <div className={styles.scroller} role="log" aria-label={t`Messages`} tabIndex={0}>
        {messages.status === 'loading' ? <LoadingRows label={t`Loading messages`} /> : null}
        {messages.status === 'error' ? <ErrorNotice message={messages.message} /> : null}
        {messages.status === 'empty' ? <p className={styles.empty}>
            <Trans>No messages yet. Start the conversation!</Trans>
          </p> : null}
        {messages.status === 'ready'
          ? messages.data.map((m) => {
              const own = m.senderId === viewerId;
              const bubble = (
                <div key={m.id} className={own ? styles.own : styles.theirs}>
                  <p className={styles.text}>{m.message}</p>
                  <time className={styles.time} dateTime={m.createdAt}>
                    {formatTime(m.createdAt, i18n.locale)}
                  </time>
                </div>
              );
              // The notice follows the message it is about, as wide as the log (readable at 320 px).
              return m.safetyNotice ? (
                <Fragment key={m.id}>
                  {bubble}
                  <SafetyNotice text={m.safetyNotice} propertyId={m.propertyId} />
                </Fragment>
              ) : (
                bubble
              );
            })
          : null}
        <div ref={endRef} />
      </div>
      {readOnly ? (
        <p className={styles.closed}>
          <Trans>This listing was removed. You can still read the conversation, but not reply.</Trans>
        </p>
      ) : (
        <form
          className={styles.composer}
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <TextField aria-label={t`Message`} placeholder={t`Type your message...`} value={draft} onChange={setDraft} className={styles.input} />
          <Button type="submit" isDisabled={!text} isPending={isSending} pendingLabel={t`Sending...`}>
            <Trans>Send</Trans>
          </Button>
        </form>
      )}
    </section>
  );
}
