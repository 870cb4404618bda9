import type { ReactNode } from 'react';
import { CheckboxGroup as AriaCheckboxGroup, type CheckboxGroupProps as AriaCheckboxGroupProps } from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as shared from '../../styles/shared.css';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../Field/Field';
import * as styles from './CheckboxGroup.css';

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'className' | 'children'>, FieldTextProps {
  children: ReactNode;
  /** 'grid' flows options into columns (amenities); 'vertical' stacks them. */
  layout?: 'grid' | 'vertical';
  className?: string;
}

/** A labelled set of Checkboxes with one value array (amenities). */
export function CheckboxGroup({ label, description, errorMessage, children, layout = 'grid', className, ...props }: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} className={cx(shared.field, className)}>
      <FieldLabel label={label} />
      <div className={layout === 'grid' ? styles.options : styles.vertical}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaCheckboxGroup>
  );
}
