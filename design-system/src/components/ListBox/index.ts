export { ListBox, ListBoxItem } from './ListBox';
