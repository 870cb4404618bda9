import { ListBox as AriaListBox, ListBoxItem as AriaListBoxItem, type ListBoxItemProps, type ListBoxProps } from 'react-aria-components';
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
