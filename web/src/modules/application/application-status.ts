import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BadgeTone } from '@hearth/design-system';
import type { ApplicationStatus } from '@hearth/api/contracts/rental-application.schema';

const LABELS: Record<ApplicationStatus, MessageDescriptor> = {
  submitted: msg({ context: 'application status', message: 'submitted' }),
  shortlisted: msg({ context: 'application status', message: 'shortlisted' }),
  declined: msg({ context: 'application status', message: 'declined' }),
  accepted: msg({ context: 'application status', message: 'accepted' }),
  withdrawn: msg({ context: 'application status', message: 'withdrawn' }),
};

const TONES: Record<ApplicationStatus, BadgeTone> = {
  submitted: 'warning',
  shortlisted: 'info',
  declined: 'danger',
  accepted: 'success',
  withdrawn: 'neutral',
};

/** An application's status as its badge shows it ('shortlisted'; the badge writes it in sentence case) and its colour. */
export function applicationStatus(status: ApplicationStatus, i18n: I18n): { label: string; tone: BadgeTone } {
  return { label: i18n._(LABELS[status]), tone: TONES[status] };
}
