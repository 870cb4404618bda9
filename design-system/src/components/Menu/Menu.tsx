import type { ReactNode } from 'react';
import {
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  Popover,
  Separator,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type PopoverProps,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as shared from '../../styles/shared.css';
import * as styles from './Menu.css';

export { MenuTrigger, SubmenuTrigger } from 'react-aria-components';

export interface MenuProps<T extends object> extends Omit<AriaMenuProps<T>, 'className'> {
  placement?: PopoverProps['placement'];
  className?: string;
}

/** Dropdown of actions or links; place after a Button inside `<MenuTrigger>`. */
export function Menu<T extends object>({ placement = 'bottom end', className, ...props }: MenuProps<T>) {
  return (
    <Popover className={shared.popover} placement={placement} offset={6}>
      <AriaMenu {...props} className={cx(styles.menu, className)} />
    </Popover>
  );
}

export interface MenuItemProps extends Omit<AriaMenuItemProps, 'className'> {
  /** Red text for destructive actions (Delete, Logout). */
  isDestructive?: boolean;
  className?: string;
}

/** An action (`onAction`) or a link (`href`, routed through DesignSystemProvider). */
export function MenuItem({ isDestructive, className, ...props }: MenuItemProps) {
  const textValue = props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  return <AriaMenuItem {...props} textValue={textValue} className={cx(shared.option, isDestructive && styles.destructive, className)} />;
}

export function MenuSection({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <AriaMenuSection>
      {title ? <Header className={styles.sectionHeader}>{title}</Header> : null}
      {children}
    </AriaMenuSection>
  );
}

export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}
