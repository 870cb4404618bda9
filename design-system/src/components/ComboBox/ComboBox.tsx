import type { ReactNode } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  Group,
  Input,
  Popover,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { ChevronDownIcon } from '../../icons/Icons';
import { cx } from '../../utils/cx';
import * as shared from '../../styles/shared.css';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../Field/Field';
import { ListBox } from '../ListBox/ListBox';
import * as styles from './ComboBox.css';

export interface ComboBoxProps<T extends object>
  extends Omit<AriaComboBoxProps<T>, 'className' | 'children'>, FieldTextProps {
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
  placeholder?: string;
  className?: string;
}

/** Text input with a filtered list (city search, property picker). */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  placeholder,
  className,
  ...props
}: ComboBoxProps<T>) {
  return (
    <AriaComboBox {...props} className={cx(shared.field, className)}>
      <FieldLabel label={label} />
      <Group className={cx(shared.inputBox, styles.group)}>
        <Input className={styles.input} placeholder={placeholder} />
        <Button className={styles.button}>
          <ChevronDownIcon />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={shared.popover} offset={6}>
        <ListBox items={items}>{children}</ListBox>
      </Popover>
    </AriaComboBox>
  );
}
