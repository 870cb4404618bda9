import type { ReactNode } from 'react';
import { ListBox as AriaListBox, ListBoxItem as AriaListBoxItem, Popover, type ListBoxItemProps, type ListBoxProps } from 'react-aria-components';
import { CheckIcon } from '../../icons/Icons';
import { cx } from '../../utils/cx';
import * as shared from '../../styles/shared.css';

/** An option in Select / ComboBox lists. Pass `textValue` when children are not plain text. */
export function ListBoxItem({ className, children, ...props }: Omit<ListBoxItemProps, 'className'> & { className?: string }) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaListBoxItem {...props} textValue={textValue} className={cx(shared.option, className)}>
      {(renderProps) => (
        <>
          {typeof children === 'function' ? children(renderProps) : children}
          <CheckIcon className={shared.optionCheck} />
        </>
      )}
    </AriaListBoxItem>
  );
}

export function ListBox<T extends object>({ className, ...props }: Omit<ListBoxProps<T>, 'className'> & { className?: string }) {
  return <AriaListBox {...props} className={cx(className)} style={{ outline: 'none' }} />;
}

/** The options Select and ComboBox take on top of their field props. */
export interface ListFieldProps<T extends object> {
  /** Dynamic options; render each with `children`. Or pass `<ListBoxItem>`s as children directly. */
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
}

/** The options popover of a Select or ComboBox; `emptyState` shows when it is open with no options (still loading). */
export function ListPopover<T extends object>({ items, children, emptyState }: Pick<ListFieldProps<T>, 'items' | 'children'> & { emptyState?: ReactNode }) {
  return (
    <Popover className={shared.popover} offset={6}>
      <ListBox items={items} renderEmptyState={emptyState ? () => <div className={shared.optionNote}>{emptyState}</div> : undefined}>
        {children}
      </ListBox>
    </Popover>
  );
}
