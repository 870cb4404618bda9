import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { cx } from '../../utils/cx';
import type { StyledProps } from '../../utils/props';
import * as styles from './Switch.css';

export interface SwitchProps extends StyledProps<AriaSwitchProps> {
  children?: ReactNode;
}

/** On/off toggle with immediate effect (marketplace visibility: Listed / Hidden). */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={cx(styles.root, className)}>
      <span className={styles.track} aria-hidden>
        <span className={styles.thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
