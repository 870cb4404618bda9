import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import type { StyledProps } from '../../utils/props';
import { FieldFrame, splitFieldProps, type FieldProps } from '../Field/Field';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps extends FieldProps<AriaRadioGroupProps> {
  children: ReactNode;
}

/** One choice from a few visible options (role: tenant, landlord, admin). */
export function RadioGroup({ children, ...props }: RadioGroupProps) {
  const { root, frame } = splitFieldProps(props);
  return (
    <AriaRadioGroup {...root}>
      <FieldFrame {...frame}>
        <div className={styles.options}>{children}</div>
      </FieldFrame>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends StyledProps<AriaRadioProps> {
  children?: ReactNode;
}

export function Radio({ children, className, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={cx(styles.radio, className)}>
      <span className={styles.dot} aria-hidden />
      {children}
    </AriaRadio>
  );
}
