import { useEffect, useRef, useState } from 'react';
import { format } from 'date-fns';
import { Button, ChevronLeftIcon, TextField } from '@hearth/design-system';
import { ErrorNotice, LoadingRows, layout, type ListState } from '../../../common';
import * as styles from './ChatView.css';
import type { ChatMessageRow } from '../../chat.model';

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
}

/** One conversation (spec §2): scrolling list, own messages right with time, Enter or the button sends. */
export function ChatView({ heading, context, messages, viewerId, onBack, onSend, isSending, initialDraft = '' }: ChatViewProps) {
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
          <ChevronLeftIcon size={16} aria-hidden /> Back
        </Button>
        <div>
          <h2 className={layout.sectionTitle}>{heading}</h2>
          {context ? <p className={layout.muted}>{context}</p> : null}
        </div>
      </div>
      <div className={styles.scroller} role="log" aria-label="Messages" tabIndex={0}>
        {messages.status === 'loading' ? <LoadingRows label="Loading messages" /> : null}
        {messages.status === 'error' ? <ErrorNotice message={messages.message} /> : null}
        {messages.status === 'empty' ? <p className={styles.empty}>No messages yet. Start the conversation!</p> : null}
        {messages.status === 'ready'
          ? messages.data.map((m) => {
              const own = m.senderId === viewerId;
              return (
                <div key={m.id} className={own ? styles.own : styles.theirs}>
                  <p className={styles.text}>{m.message}</p>
                  <time className={styles.time} dateTime={m.createdAt}>
                    {format(new Date(m.createdAt), 'h:mm a')}
                  </time>
                </div>
              );
            })
          : null}
        <div ref={endRef} />
      </div>
      <form
        className={styles.composer}
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <TextField aria-label="Message" placeholder="Type your message..." value={draft} onChange={setDraft} className={styles.input} />
        <Button type="submit" isDisabled={!text} isPending={isSending} pendingLabel="Sending...">
          Send
        </Button>
      </form>
    </section>
  );
}
