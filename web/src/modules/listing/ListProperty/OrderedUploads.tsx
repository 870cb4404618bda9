import { useLayoutEffect, useRef, useState } from 'react';
import { Badge, Button, ChevronDownIcon, CloseIcon, FileIcon, formatBytes, useStrings, type UploadItem } from '@hearth/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import * as styles from './ListProperty.css';

type Move = 'cover' | 'earlier' | 'later';

interface OrderedUploadsProps {
  /** The list's accessible name. */
  label: string;
  items: readonly UploadItem[];
  onRemove: (id: string) => void;
  /** A stored file moved to another place (0: the cover). */
  onMove: (id: string, to: number) => void;
}

/**
 * The dropzone's file list, with the landlord's order: the first row is the cover, each stored file can be made the
 * cover or moved one place (the design system's list has Remove only). Rows are the dropzone's: progress, reason, size.
 */
export function OrderedUploads({ label, items, onRemove, onMove }: OrderedUploadsProps) {
  const { t } = useLingui();
  const strings = useStrings();
  const list = useRef<HTMLUListElement>(null);
  const moved = useRef<{ id: string; move: Move } | null>(null);
  const [said, setSaid] = useState('');
  // Failed rows wait at the end and take no place: nothing moves past them.
  const last = items.filter((item) => item.status !== 'error').length - 1;

  // The row changed place under the keyboard: the focus follows it (to another of its buttons if that one is now off).
  useLayoutEffect(() => {
    const target = moved.current;
    const row = target && list.current?.querySelector(`[data-row="${CSS.escape(target.id)}"]`);
    if (!row) return;
    moved.current = null;
    (row.querySelector<HTMLElement>(`[data-move="${target.move}"]:not([disabled])`) ?? row.querySelector<HTMLElement>('button:not([disabled])'))?.focus();
  }, [items]);

  const move = (item: UploadItem, move: Move, to: number) => {
    moved.current = { id: item.id, move };
    const { name } = item;
    const position = to + 1;
    setSaid(to === 0 ? t`${name} is now the cover.` : t`${name} is now photo ${position}.`);
    onMove(item.id, to);
  };

  return (
    <>
      {items.length ? (
        <ul ref={list} className={styles.uploads} aria-label={label}>
          {items.map((item, index) => {
            const position = index + 1;
            const done = item.status === 'done';
            return (
              <li key={item.id} data-row={item.id} className={styles.upload}>
                {item.previewSrc ? <img className={styles.uploadPreview} src={item.previewSrc} alt="" loading="lazy" /> : <FileIcon size={20} />}
                <div className={styles.uploadBody}>
                  <div className={styles.uploadLine}>
                    <span className={styles.uploadName}>{item.name}</span>
                    {done && index === 0 ? (
                      <Badge tone="brand">
                        <Trans>Cover</Trans>
                      </Badge>
                    ) : null}
                    <span className={item.status === 'error' ? styles.uploadError : styles.uploadMeta}>
                      {item.status === 'error' ? (item.error ?? strings.uploadFailed) : done ? formatBytes(item.size, strings) : `${item.progress}%`}
                    </span>
                  </div>
                  {done ? (
                    <span className={styles.uploadDetail}>{item.detail}</span>
                  ) : item.status === 'uploading' ? (
                    <div role="progressbar" aria-label={strings.uploading(item.name)} aria-valuenow={item.progress} aria-valuemin={0} aria-valuemax={100} className={styles.uploadTrack}>
                      <div className={styles.uploadFill} style={{ width: `${item.progress}%` }} />
                    </div>
                  ) : null}
                </div>
                <div className={styles.uploadActions}>
                  {done && index > 0 ? (
                    <Button variant="outline" size="sm" data-move="cover" aria-label={t`Make cover: photo ${position}`} onPress={() => move(item, 'cover', 0)}>
                      <Trans>Make cover</Trans>
                    </Button>
                  ) : null}
                  {done ? (
                    <>
                      <Button variant="icon" size="sm" data-move="earlier" aria-label={t`Move photo ${position} earlier`} isDisabled={index === 0} onPress={() => move(item, 'earlier', index - 1)}>
                        <ChevronDownIcon className={styles.up} />
                      </Button>
                      <Button variant="icon" size="sm" data-move="later" aria-label={t`Move photo ${position} later`} isDisabled={index >= last} onPress={() => move(item, 'later', index + 1)}>
                        <ChevronDownIcon />
                      </Button>
                    </>
                  ) : null}
                  <Button variant="icon" size="sm" aria-label={strings.remove(item.name)} onPress={() => onRemove(item.id)}>
                    <CloseIcon />
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <span aria-live="polite" className={styles.visuallyHidden}>
        {said}
      </span>
    </>
  );
}
