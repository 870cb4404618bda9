import { style } from '@vanilla-extract/css';

// 'Add a French version' wraps rather than running past a 320 px screen (« Ajouter une version française »).
export const addButton = style({ selectors: { '&&': { whiteSpace: 'normal', height: 'auto', minHeight: 40, lineHeight: 1.25, paddingBlock: 8, textAlign: 'center' } } });
