import { style } from '@vanilla-extract/css';
import { vars } from '@hearth/design-system';
import { bareList } from '../../common/layout.css';

/** A repair's photos: thumbnails in a row that wraps, no bullets. */
export const photos = style({ ...bareList, display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

/** Each thumbnail's link is a block the size of its picture: the whole picture is the tap target, not a line of text. */
export const photoLink = style({ display: 'block', borderRadius: vars.radius.md });
