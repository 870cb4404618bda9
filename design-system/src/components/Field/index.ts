export { FieldLabel, FieldHelp, FieldFrame } from './Field';
export type { FieldTextProps, FieldProps } from './Field';
export { nativeFieldClassNames } from './nativeFieldClassNames';
