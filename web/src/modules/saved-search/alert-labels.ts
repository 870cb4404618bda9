import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SavedSearchAlert } from '@hearth/api/contracts/saved-search.schema';

/** How each alert frequency reads in the dialog's radio group and the row's select. */
export const ALERT_LABELS: Record<SavedSearchAlert, MessageDescriptor> = {
  instant: msg`Instant alerts`,
  daily: msg`Daily digest`,
  off: msg`No alerts`,
};
