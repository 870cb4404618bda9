import { useState, type ReactNode } from 'react';
import { Badge, Button, Dialog, TextArea, formatDate } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { REPAIR_COMMENT_MAX } from '@hearth/api/contracts/repair.schema';
import { layout, type ScreenState } from '../../common';
import type { RepairDetail } from '../repair.model';
import * as styles from './RepairDetail.css';
import { REPAIR_CATEGORY_LABELS, REPAIR_MOVE_LABELS, REPAIR_STATUS_LABELS, REPAIR_URGENCY_LABELS, waitedText } from '../repair-labels';
import type { RepairStatus } from '@hearth/api/contracts/repair.schema';

export interface RepairDetailViewProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  request: ScreenState<RepairDetail, 'loading' | 'error' | 'notFound' | 'ready'>;
  /** The move in flight, if any. */
  moving?: RepairStatus | null;
  onMove: (status: RepairStatus) => void;
  commenting?: boolean;
  onComment: (body: string, photos: File[]) => Promise<boolean>;
  /** The request's notices of entry (the entry-notice module's section), below its description. */
  entries?: ReactNode;
}

/** One repair request: what, how urgent, the status moves the viewer may make, the timeline and the thread with photos. */
export function RepairDetailView({ isOpen, onOpenChange, request, moving, onMove, commenting, onComment, entries }: RepairDetailViewProps) {
  const { t, i18n } = useLingui();
  const ready = request.status === 'ready' ? request.data : null;
  const title = ready ? t`${i18n._(REPAIR_CATEGORY_LABELS[ready.category])} · ${ready.propertyTitle}` : t`Repair request`;
  return (
    <Dialog title={title} size="lg" isOpen={isOpen} onOpenChange={onOpenChange}>
      {request.status === 'loading' ? <p className={layout.muted}>{t`Loading the repair request...`}</p> : null}
      {request.status === 'error' ? <p className={layout.errorText}>{request.message}</p> : null}
      {request.status === 'notFound' ? <p className={layout.muted}>{t`This repair request is not available.`}</p> : null}
      {ready ? <Detail request={ready} moving={moving ?? null} onMove={onMove} commenting={commenting ?? false} onComment={onComment} entries={entries} /> : null}
    </Dialog>
  );
}

function Detail({ request, moving, onMove, commenting, onComment, entries }: { request: RepairDetail; moving: RepairStatus | null; onMove: (status: RepairStatus) => void; commenting: boolean; onComment: (body: string, photos: File[]) => Promise<boolean>; entries?: ReactNode }) {
  const { t, i18n } = useLingui();
  const [body, setBody] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const done = request.status === 'resolved' || request.status === 'closed';
  const when = (at: string) => formatDate(at, i18n.locale);
  return (
    <div className={layout.stack}>
      <div className={layout.meta}>
        {request.urgency === 'emergency' ? <Badge tone="danger">{i18n._(REPAIR_URGENCY_LABELS.emergency)}</Badge> : <Badge tone="neutral">{i18n._(REPAIR_URGENCY_LABELS[request.urgency])}</Badge>}
        <Badge tone={done ? 'success' : 'neutral'}>{i18n._(REPAIR_STATUS_LABELS[request.status])}</Badge>
        <span className={layout.muted}>{waitedText(request.waitedHours, done, i18n)}</span>
      </div>
      <p>{request.description}</p>
      <p className={layout.muted}>{request.entryPermission ? t`The tenant allows entry for this repair when they are not home.` : t`The tenant wants to be home for this repair.`}</p>
      <Photos cids={request.photos} />
      {request.nextStatuses.length > 0 ? (
        <div className={layout.actions} role="group" aria-label={t`Change the status`}>
          {request.nextStatuses.map((status) => (
            <Button key={status} variant={status === 'open' ? 'outline' : undefined} size="sm" isPending={moving === status} isDisabled={moving !== null} onPress={() => onMove(status)}>
              {i18n._(REPAIR_MOVE_LABELS[status])}
            </Button>
          ))}
        </div>
      ) : null}
      {entries}
      <section aria-label={t`Timeline`} className={layout.stack}>
        <h3 className={layout.rowTitle}>{t`Timeline`}</h3>
        <ol className={layout.list}>
          {request.timeline.map((entry, index) => (
            <li key={index} className={layout.muted}>
              {t`${when(entry.at)}: ${i18n._(REPAIR_STATUS_LABELS[entry.toStatus])} (${entry.actorName ?? t`a former account`})`}
            </li>
          ))}
        </ol>
      </section>
      <section aria-label={t`Comments`} className={layout.stack}>
        <h3 className={layout.rowTitle}>{t`Comments`}</h3>
        {request.comments.length === 0 ? <p className={layout.muted}>{t`No comments yet.`}</p> : null}
        <ul className={layout.list}>
          {request.comments.map((comment) => (
            <li key={comment.id} className={layout.panel}>
              <p className={layout.muted}>{t`${comment.authorName ?? t`A former account`}, ${when(comment.createdAt)}`}</p>
              <p>{comment.body}</p>
              <Photos cids={comment.photos} />
            </li>
          ))}
        </ul>
        {request.viewerSide ? (
          <form
            className={layout.stack}
            onSubmit={async (event) => {
              event.preventDefault();
              if (body.trim() === '') return;
              if (await onComment(body.trim(), photos)) {
                setBody('');
                setPhotos([]);
              }
            }}
          >
            <TextArea label={t`Add a comment`} value={body} onChange={setBody} rows={3} maxLength={REPAIR_COMMENT_MAX} />
            <label>
              <span>{t`Photos (optional)`}</span>
              <input type="file" className={layout.fileInput} accept="image/*" multiple onChange={(event) => setPhotos([...(event.target.files ?? [])])} />
            </label>
            <Button type="submit" size="sm" isPending={commenting} pendingLabel={t`Sending...`} isDisabled={body.trim() === ''}>
              {t`Send comment`}
            </Button>
          </form>
        ) : null}
      </section>
    </div>
  );
}

/** Private photos: served by `/ipfs/{cid}` to the request's two parties and admins only. */
function Photos({ cids }: { cids: string[] }) {
  const { t } = useLingui();
  if (cids.length === 0) return null;
  return (
    <ul className={styles.photos} aria-label={t`Photos of the repair`}>
      {cids.map((cid, index) => (
        <li key={cid}>
          <a className={styles.photoLink} href={`/ipfs/${cid}`} target="_blank" rel="noopener noreferrer">
            <img className={layout.thumb} src={`/ipfs/${cid}`} alt={t`Photo ${index + 1}`} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}
