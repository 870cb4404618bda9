import { style } from '@vanilla-extract/css';
import { phoneMedia, tapTargetPx } from '@hearth/design-system';

// 'Add a French version' wraps rather than running past a 320 px screen (« Ajouter une version française »).
// Its height is the button's own (40 px, a whole tap target of 44 on a phone) until a second line needs more.
export const addButton = style({
  selectors: { '&&': { whiteSpace: 'normal', height: 'auto', minHeight: 40, lineHeight: 1.25, paddingBlock: 8, textAlign: 'center' } },
  '@media': { [phoneMedia]: { selectors: { '&&': { minHeight: tapTargetPx } } } },
});
