import type { ReactNode } from 'react';
import { Button, ComboBox as AriaComboBox, type ComboBoxProps as AriaComboBoxProps } from 'react-aria-components';
import { ChevronDownIcon } from '../../icons/Icons';
import { FieldFrame, splitFieldProps, type FieldProps } from '../Field/Field';
import { InputGroup } from '../Field/InputGroup';
import { ListPopover, type ListFieldProps } from '../ListBox/ListBox';
import * as styles from './ComboBox.css';

export interface ComboBoxProps<T extends object> extends FieldProps<AriaComboBoxProps<T>>, ListFieldProps<T> {
  placeholder?: string;
  /**
   * Shown in the open list while it has no options: with `allowsEmptyCollection` set while suggestions load, the
   * list opens as one types and fills in when they arrive.
   */
  emptyState?: ReactNode;
}

/** Text input with a filtered list (city search, property picker). */
export function ComboBox<T extends object>({ items, children, placeholder, emptyState, ...props }: ComboBoxProps<T>) {
  const { root, frame } = splitFieldProps(props);
  return (
    <AriaComboBox {...root}>
      <FieldFrame {...frame}>
        <InputGroup className={styles.group} inputClassName={styles.input} placeholder={placeholder}>
          <Button className={styles.button}>
            <ChevronDownIcon />
          </Button>
        </InputGroup>
      </FieldFrame>
      <ListPopover items={items} emptyState={emptyState}>
        {children}
      </ListPopover>
    </AriaComboBox>
  );
}
