export { FieldLabel, FieldHelp, FieldFrame } from './Field';
export type { FieldTextProps, FieldProps } from './Field';
