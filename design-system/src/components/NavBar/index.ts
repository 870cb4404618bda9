export { NavBar } from './NavBar';
export type { NavBarProps, NavItem, NavMenuAction } from './NavBar';
