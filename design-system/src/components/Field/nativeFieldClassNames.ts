import * as shared from '../../styles/shared.css';

/**
 * The look of a labelled field for native elements (<label>, <input>, <select>): what a page shows before its app
 * runs (a server-rendered form that submits without JavaScript) matches the react-aria fields that replace it. Apart
 * from Field.tsx, so importing it brings no react-aria code.
 */
export const nativeFieldClassNames = { field: shared.field, label: shared.label, input: shared.inputBox } as const;
