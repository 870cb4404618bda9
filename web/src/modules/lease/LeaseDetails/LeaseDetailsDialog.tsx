import { lazy, Suspense, type ReactNode } from 'react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Dialog, formatCad, formatDate } from '@hearth/design-system';
import type { LeaseHistoryEvent } from '@hearth/api/contracts/lease-statuses';
import { layout } from '../../common';
import { DEPOSIT_KIND_LABELS } from '../DepositFields/deposit-rules';
import type { LeaseRow } from '../lease.model';
import { DepositReturnSlot } from '../../deposit-return/DepositReturnSlot';
import { leaseDay } from '../lease-dates';
import { BroughtInBadge } from '../BroughtInBadge/BroughtInBadge';

const EVENT_LABELS: Record<LeaseHistoryEvent, MessageDescriptor> = {
  created: msg`Created`,
  sent: msg`Sent to the tenant`,
  accepted: msg`Accepted by the tenant`,
  declined: msg`Declined by the tenant`,
  withdrawn: msg`Withdrawn by the landlord`,
  ended: msg`Ended`,
  'renewal-offered': msg`Renewal offered`,
};

/**
 * A province's lease-form notes, the reader's language first (Ontario's French note names its own form, 2229F);
 * notes the API puts French first, Québec's, stay so, as the form itself is.
 */
function notesInReadingOrder(notes: LeaseRow['provinceNotes'], locale: string): LeaseRow['provinceNotes'] {
  if (notes[0]?.locale === 'fr-CA') return notes;
  return [...notes].sort((a, b) => Number(b.locale === locale) - Number(a.locale === locale));
}

/** One history line: what happened and when, with the contract's content id for an acceptance. */
function eventLine({ event, at, contractCid, leaseId }: LeaseRow['history'][number], i18n: I18n): string {
  const day = formatDate(at, i18n.locale);
  const what = i18n._(EVENT_LABELS[event]);
  if (contractCid) return i18n._(msg`${day}: ${what} (contract ${contractCid})`);
  if (leaseId) return i18n._(msg`${day}: ${what} (lease #${leaseId})`);
  return i18n._(msg`${day}: ${what}`);
}

// The inspections come with their own chunk (and catalog) when a party opens a lease's details.
const Inspections = lazy(() => import('../../inspection/Inspections/InspectionsContainer'));

export interface LeaseDetailsDialogProps {
  lease: LeaseRow;
  /**
   * The viewer's party: the landlord records inspections and returns the deposit of an active or ended lease; the
   * tenant reads and signs them (a draft's tenant sees no inspections).
   */
  viewerRole: 'landlord' | 'tenant';
  onClose: () => void;
  /** The lease's Rent part (LeaseRent: ledger, payments, receipts), drawn after the deposits. */
  rent?: ReactNode;
}

/** A lease's page in a dialog (docs/product.md#leases-and-deposits): its deposits, its history, and the notes of its province. */
export function LeaseDetailsDialog({ lease, viewerRole, onClose, rent }: LeaseDetailsDialogProps) {
  const { t, i18n } = useLingui();
  const { id } = lease;
  const began = leaseDay(lease.startDate, i18n);
  const lastIncrease = leaseDay(lease.lastIncreaseOn, i18n);
  return (
    <Dialog title={t`Lease #${id}`} size="lg" isOpen onOpenChange={(open) => !open && onClose()}>
      <div className={layout.stack}>
        {lease.existingTenancy ? (
          <section aria-label={t`Brought in`} className={layout.stack}>
            <div>
              <BroughtInBadge lease={lease} />
            </div>
            <p className={layout.muted}>
              {lease.endDate ? t`A tenancy that began before Hearth, on ${began}.` : t`A month-to-month tenancy that began before Hearth, on ${began}.`}{' '}
              {lease.lastIncreaseOn ? t`Rent last raised on ${lastIncrease}.` : t`No rent increase recorded.`}
            </p>
          </section>
        ) : null}
        {lease.provinceNotes.length > 0 ? (
          <section aria-label={t`Provincial lease form`} className={layout.stack}>
            {notesInReadingOrder(lease.provinceNotes, i18n.locale).map((note) => (
              <p key={note.locale} lang={note.locale} className={layout.muted}>
                {note.text}
              </p>
            ))}
          </section>
        ) : null}
        <section className={layout.stack}>
          <h3 className={layout.rowTitle}>{t`Deposits`}</h3>
          {lease.deposits.length ? (
            <ul className={layout.list}>
              {lease.deposits.map((d) => {
                const kind = i18n._(DEPOSIT_KIND_LABELS[d.kind]);
                const amount = formatCad(d.amount, i18n.locale);
                return <li key={d.kind}>{t`${kind}: ${amount}`}</li>;
              })}
            </ul>
          ) : (
            <p className={layout.muted}>{t`No deposit.`}</p>
          )}
        </section>
        <DepositReturnSlot lease={{ id, province: lease.province ?? null, status: lease.status, endDate: lease.endDate, deposits: lease.deposits }} viewer={viewerRole} />
        {rent}
        <section className={layout.stack}>
          <h3 className={layout.rowTitle}>{t`History`}</h3>
          <ol className={layout.list}>
            {lease.history.map((entry, i) => (
              <li key={i} className={layout.muted}>
                {eventLine(entry, i18n)}
              </li>
            ))}
          </ol>
        </section>
        {lease.status !== 'draft' ? (
          <Suspense fallback={<p className={layout.muted}>{t`Loading the inspection reports...`}</p>}>
            <Inspections lease={lease} viewerRole={viewerRole} />
          </Suspense>
        ) : null}
      </div>
    </Dialog>
  );
}
