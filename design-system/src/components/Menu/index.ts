export { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, SubmenuTrigger } from './Menu';
export type { MenuProps, MenuItemProps } from './Menu';
