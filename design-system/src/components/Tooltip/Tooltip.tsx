import type { ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger as AriaTooltipTrigger,
  type TooltipProps as AriaTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import * as styles from './Tooltip.css';

/** docs/product.md#business-constants: tooltip open delay 700 ms, skip (close) delay 300 ms. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_CLOSE_DELAY_MS = 300;

/** Wraps a focusable trigger (Button, Link) and a Tooltip. Shows on hover after 700 ms, at once on keyboard focus. */
export function TooltipTrigger({ delay = TOOLTIP_DELAY_MS, closeDelay = TOOLTIP_CLOSE_DELAY_MS, ...props }: TooltipTriggerComponentProps) {
  return <AriaTooltipTrigger {...props} delay={delay} closeDelay={closeDelay} />;
}

export interface TooltipProps extends Omit<AriaTooltipProps, 'className' | 'children'> {
  children: ReactNode;
}

export function Tooltip({ children, offset = 8, ...props }: TooltipProps) {
  return (
    <AriaTooltip {...props} offset={offset} className={styles.tooltip}>
      <OverlayArrow>
        <svg width={8} height={8} viewBox="0 0 8 8" className={styles.arrow} aria-hidden>
          <path d="M0 0 L4 4 L8 0" />
        </svg>
      </OverlayArrow>
      {children}
    </AriaTooltip>
  );
}
