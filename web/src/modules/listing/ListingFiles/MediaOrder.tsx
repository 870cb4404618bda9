import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Badge, Button, ChevronDownIcon, type UploadItem } from '@hearth/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { layout } from '../../common';
import * as styles from './ListingFiles.css';

type Move = 'cover' | 'earlier' | 'later';

export interface MediaOrder {
  /** The rows, the first stored one marked as the cover. */
  items: UploadItem[];
  /** A stored row's buttons (the dropzone's `itemActions`): Make cover, Move earlier, Move later. */
  actions: (item: UploadItem, index: number) => ReactNode;
  /** Where a move is said to screen readers (politely). */
  announcement: ReactNode;
}

/**
 * The landlord's order of a listing's photos on the dropzone's rows: the first is the cover; each stored file can be
 * made the cover or moved one place (`onMove(id, to)`, 0 the cover). `section` holds the rows: after a move by
 * keyboard, the focus follows the photo to its new row.
 */
export function useMediaOrder(items: readonly UploadItem[], onMove: (id: string, to: number) => void, section: RefObject<HTMLElement | null>): MediaOrder {
  const { t } = useLingui();
  const moved = useRef<{ id: string; move: Move } | null>(null);
  const [said, setSaid] = useState('');
  // Failed rows wait at the end and take no place: nothing moves past them.
  const last = items.filter((item) => item.status !== 'error').length - 1;

  // The row changed place: the focus follows it (to another of its buttons if that one is now off).
  useLayoutEffect(() => {
    const target = moved.current;
    const row = target && section.current?.querySelector(`[data-upload-id="${CSS.escape(target.id)}"]`);
    if (!row) return;
    moved.current = null;
    (row.querySelector<HTMLElement>(`[data-move="${target.move}"]:not([disabled])`) ?? row.querySelector<HTMLElement>('button:not([disabled])'))?.focus();
  }, [items, section]);

  const move = (item: UploadItem, move: Move, to: number) => {
    moved.current = { id: item.id, move };
    const { name } = item;
    const position = to + 1;
    setSaid(to === 0 ? t`${name} is now the cover.` : t`${name} is now photo ${position}.`);
    onMove(item.id, to);
  };

  const actions = (item: UploadItem, index: number) => {
    if (item.status !== 'done') return null;
    const position = index + 1;
    return (
      <>
        {index > 0 ? (
          <Button variant="outline" size="sm" data-move="cover" aria-label={t`Make cover: photo ${position}`} onPress={() => move(item, 'cover', 0)}>
            <Trans>Make cover</Trans>
          </Button>
        ) : null}
        <Button variant="icon" size="sm" data-move="earlier" aria-label={t`Move photo ${position} earlier`} isDisabled={index === 0} onPress={() => move(item, 'earlier', index - 1)}>
          <ChevronDownIcon className={styles.up} />
        </Button>
        <Button variant="icon" size="sm" data-move="later" aria-label={t`Move photo ${position} later`} isDisabled={index >= last} onPress={() => move(item, 'later', index + 1)}>
          <ChevronDownIcon />
        </Button>
      </>
    );
  };

  const cover = (
    <Badge tone="brand">
      <Trans>Cover</Trans>
    </Badge>
  );
  return {
    items: items.map((item, index) => (index === 0 && item.status === 'done' ? { ...item, badge: cover } : item)),
    actions,
    announcement: (
      <span aria-live="polite" className={layout.visuallyHidden}>
        {said}
      </span>
    ),
  };
}
