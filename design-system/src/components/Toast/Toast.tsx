import { useEffect, useRef, useState, type PointerEvent } from 'react';
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type QueuedToast,
} from 'react-aria-components';
import { CloseIcon } from '../../icons/Icons';
import { cx } from '../../utils/cx';
import { Button } from '../Button/Button';
import * as styles from './Toast.css';
import { useStrings } from '../Provider/strings';
import { TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX, toastQueue, type HearthToastQueue, type ToastContent } from './toastQueue';

export interface ToasterProps {
  /** Defaults to the app-wide queue used by `toast()`. */
  queue?: HearthToastQueue;
}

/** Renders queued toasts bottom-right. Mount once near the app root. F8 moves focus to the notifications. */
export function Toaster({ queue = toastQueue }: ToasterProps) {
  const regionRef = useRef<HTMLDivElement>(null);
  const strings = useStrings();

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === TOAST_HOTKEY && regionRef.current) {
        e.preventDefault();
        regionRef.current.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <AriaToastRegion queue={queue} ref={(region) => trackStackHeight(region, regionRef)} className={styles.region} aria-label={strings.notifications}>
      {({ toast }) => <ToastItem toast={toast} queue={queue} />}
    </AriaToastRegion>
  );
}

/**
 * Keeps the shown toasts' height in `--hearth-toast-stack` on <html> while they are on screen (the region exists only
 * then): a dialog opened under them starts below it (Toast.css.ts), so no toast covers its title or its Close button.
 */
function trackStackHeight(region: HTMLDivElement | null, regionRef: { current: HTMLDivElement | null }) {
  regionRef.current = region;
  if (!region) return;
  const root = document.documentElement;
  const observer = new ResizeObserver(() => root.style.setProperty(styles.TOAST_STACK_PROPERTY, `${region.offsetHeight}px`));
  observer.observe(region);
  return () => {
    observer.disconnect();
    root.style.removeProperty(styles.TOAST_STACK_PROPERTY);
  };
}

/** One toast; a rightward drag past 50 px dismisses it (docs/product.md#business-constants). */
function ToastItem({ toast, queue }: { toast: QueuedToast<ToastContent>; queue: HearthToastQueue }) {
  const variant = toast.content.variant ?? 'default';
  const strings = useStrings();
  const start = useRef<number | null>(null);
  const dragged = useRef(0); // read on pointerup, before React re-renders
  const [offset, setOffset] = useState(0);
  const move = (px: number) => {
    dragged.current = px;
    setOffset(px);
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if ((e.target as HTMLElement).closest('button')) return;
    start.current = e.clientX;
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // Synthetic pointers (tests) have no capture target; dragging still works without it.
    }
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) move(Math.max(0, e.clientX - start.current));
  };
  const onPointerEnd = () => {
    if (start.current === null) return;
    start.current = null;
    if (dragged.current >= TOAST_SWIPE_THRESHOLD_PX) queue.close(toast.key);
    else move(0);
  };

  return (
    <AriaToast
      toast={toast}
      className={cx(styles.toast, styles.variants[variant])}
      data-variant={variant}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 200), transition: 'none' } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <AriaToastContent className={styles.content}>
        <Text slot="title" className={styles.title}>
          {toast.content.title}
        </Text>
        {toast.content.description ? (
          <Text slot="description" className={styles.description}>
            {toast.content.description}
          </Text>
        ) : null}
      </AriaToastContent>
      <Button
        slot="close"
        variant="icon"
        size="sm"
        aria-label={strings.dismissToast}
        className={cx(styles.close, variant === 'destructive' && styles.closeOnDestructive)}
      >
        <CloseIcon />
      </Button>
    </AriaToast>
  );
}
