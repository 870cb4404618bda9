export { ComboBox } from './ComboBox';
export type { ComboBoxProps } from './ComboBox';
export { ListBoxItem as ComboBoxItem } from '../ListBox/ListBox';
