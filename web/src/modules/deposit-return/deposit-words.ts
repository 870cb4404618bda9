import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DeductionKind } from '@hearth/api/contracts/deposit-return-rules';

export const DEDUCTION_KIND_LABELS: Record<DeductionKind, MessageDescriptor> = {
  damage: msg`Damage`,
  cleaning: msg`Cleaning`,
  rent: msg`Unpaid rent`,
  other: msg`Other`,
};

/** A calendar day ('2027-04-14') in the reader's words, never shifted by their time zone. */
export const calendarDay = (day: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** The statement PDF in the reader's language (GET /api/leases/:id/deposit-return/statement?lang=en|fr). */
export const statementHref = (leaseId: number, locale: string): string => `/api/leases/${leaseId}/deposit-return/statement?lang=${locale.startsWith('fr') ? 'fr' : 'en'}`;
