export { Select } from './Select';
export type { SelectProps } from './Select';
export { ListBoxItem as SelectItem } from '../ListBox/ListBox';
