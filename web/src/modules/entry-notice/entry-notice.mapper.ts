import type { EntryNoticeFieldsFragment } from '../../generated/graphql';
import type { EntryNoticeItem } from './entry-notice.model';

/** A notice of the API as the screens show it. */
export const toEntryNotice = (notice: EntryNoticeFieldsFragment): EntryNoticeItem => ({ ...notice });
