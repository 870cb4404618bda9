// TextArea shares TextField's field shell; it lives in its own folder for discoverability.
export { TextArea } from '../TextField/TextField';
export type { TextAreaProps } from '../TextField/TextField';
