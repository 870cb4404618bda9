import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { CheckIcon, MinusIcon } from '../../icons/Icons';
import { cx } from '../../utils/cx';
import type { StyledProps } from '../../utils/props';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends StyledProps<AriaCheckboxProps> {
  children?: ReactNode;
}

/** Checkbox ('Show on Public Marketplace', amenities inside CheckboxGroup). */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={cx(styles.root, className)}>
      {({ isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden>
            {isIndeterminate ? <MinusIcon size={12} className={styles.mark} /> : <CheckIcon size={12} strokeWidth={3} className={styles.mark} />}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
