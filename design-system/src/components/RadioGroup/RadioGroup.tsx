import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as shared from '../../styles/shared.css';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../Field/Field';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className' | 'children'>, FieldTextProps {
  children: ReactNode;
  className?: string;
}

/** One choice from a few visible options (role: tenant, landlord, admin). */
export function RadioGroup({ label, description, errorMessage, children, className, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={cx(shared.field, className)}>
      <FieldLabel label={label} />
      <div className={styles.options}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, 'className' | 'children'> {
  children?: ReactNode;
  className?: string;
}

export function Radio({ children, className, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={cx(styles.radio, className)}>
      <span className={styles.dot} aria-hidden />
      {children}
    </AriaRadio>
  );
}
