export { FieldLabel, FieldHelp } from './Field';
export type { FieldTextProps } from './Field';
