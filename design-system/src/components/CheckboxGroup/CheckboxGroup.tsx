import type { ReactNode } from 'react';
import { CheckboxGroup as AriaCheckboxGroup, type CheckboxGroupProps as AriaCheckboxGroupProps } from 'react-aria-components';
import { FieldFrame, splitFieldProps, type FieldProps } from '../Field/Field';
import * as styles from './CheckboxGroup.css';

export interface CheckboxGroupProps extends FieldProps<AriaCheckboxGroupProps> {
  children: ReactNode;
  /** 'grid' flows options into columns (amenities); 'vertical' stacks them. */
  layout?: 'grid' | 'vertical';
}

/** A labelled set of Checkboxes with one value array (amenities). */
export function CheckboxGroup({ children, layout = 'grid', ...props }: CheckboxGroupProps) {
  const { root, frame } = splitFieldProps(props);
  return (
    <AriaCheckboxGroup {...root}>
      <FieldFrame {...frame}>
        <div className={layout === 'grid' ? styles.options : styles.vertical}>{children}</div>
      </FieldFrame>
    </AriaCheckboxGroup>
  );
}
