import { useState } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { DatePicker, NumberField, formatCad, parseDate } from '@hearth/design-system';
import { leaseRenewalSchema, type LeaseRenewalInput } from '@hearth/api/contracts/lease.schema';
import { FormDialog, layout } from '../../common';
import { contractMessage } from '../../common/contract-message';
import { leaseDay } from '../lease-dates';
import type { LeaseRow } from '../lease.model';

export interface RenewalDialogProps {
  lease: LeaseRow & { endDate: string };
  onClose: () => void;
  onSubmit: (input: LeaseRenewalInput) => void;
  isPending?: boolean;
  /** The API's refusal. */
  error?: string | null;
  /** The rent in force and the lawful limit from the renewal's first day; null while loading or unknown. */
  terms?: RenewalTerms | null;
}

/** What the rent increase rules allow from the renewal's first day (GraphQL leaseRenewalTerms). */
export interface RenewalTerms {
  currentRent: number;
  highestRent: number | null;
  capPercent: number | null;
  /** Why no cap applies: 'no-cap', 'exempt-new-unit', ...; null when capped or not known. */
  uncapped: string | null;
}

/** The sentence under the rent: the highest lawful rent, or why there is none. */
function limitText(terms: RenewalTerms, startDay: string, i18n: I18n): string {
  if (terms.highestRent !== null) {
    // A lease's rent is in whole dollars: the highest one a renewal may ask.
    const highest = formatCad(Math.floor(terms.highestRent), i18n.locale);
    const figure = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 }).format(terms.capPercent ?? 0);
    // 2.5% in English, 2,5 % in French (a no-break space before the sign).
    const percent = i18n.locale.startsWith('fr') ? `${figure}\u00a0%` : `${figure}%`;
    return i18n._(msg`Highest lawful rent from ${startDay}: ${highest} (a cap of ${percent}). Notice and timing rules still apply.`);
  }
  if (terms.uncapped === 'no-cap') return i18n._(msg`This province sets no cap on increases; its notice and timing rules still apply.`);
  if (terms.uncapped === 'exempt-new-unit') return i18n._(msg`This unit was first occupied after November 15, 2018: Ontario's rent increase guideline does not apply to it.`);
  if (terms.uncapped) return i18n._(msg`This unit is not under the province's rent increase guideline.`);
  return i18n._(msg`No cap is published yet for that year: keep the rent in force, or wait for the figure.`);
}

/** Offer a renewal: a new pending lease from the day after this one ends, to the day chosen; the tenant accepts it as any lease. */
export function RenewalDialog({ lease, onClose, onSubmit, isPending, error, terms = null }: RenewalDialogProps) {
  const { t, i18n } = useLingui();
  const [endDate, setEndDate] = useState('');
  const [rent, setRent] = useState<number>(Number.NaN);
  const [problem, setProblem] = useState<string | null>(null);
  const start = parseDate(lease.endDate).add({ days: 1 });
  const startDay = leaseDay(start.toString(), i18n);
  const { id } = lease;
  // The rent in force (raised since the lease began, maybe) until the landlord types another, in whole dollars.
  const currentRent = Math.floor(terms?.currentRent ?? lease.monthlyRent);
  const monthlyRent = Number.isFinite(rent) ? rent : currentRent;
  const aboveLimit = terms?.highestRent != null && monthlyRent > terms.highestRent;
  const highest = terms?.highestRent != null ? formatCad(Math.floor(terms.highestRent), i18n.locale) : '';
  const submit = () => {
    const parsed = leaseRenewalSchema.safeParse({ endDate, monthlyRent });
    if (!parsed.success) return setProblem(contractMessage(parsed.error.issues[0]!.message, i18n));
    setProblem(null);
    // Above the limit: the API refuses it (RENT_INCREASE_ABOVE_GUIDELINE); the field already says so.
    if (aboveLimit) return;
    onSubmit(parsed.data);
  };
  return (
    <FormDialog
      title={t`Offer a renewal of lease #${id}`}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      onSubmit={submit}
      submitLabel={t`Offer renewal`}
      pendingLabel={t`Sending...`}
      isPending={isPending}
    >
      <p className={`${layout.muted} ${layout.fullSpan}`}>{t`The renewal starts on ${startDay}, with the same terms. The tenant accepts it like any lease.`}</p>
      <NumberField
        label={t`Monthly rent`}
        isRequired
        minValue={1}
        step={1}
        value={monthlyRent}
        onChange={setRent}
        description={terms ? limitText(terms, startDay, i18n) : undefined}
        isInvalid={aboveLimit}
        errorMessage={aboveLimit ? t`Above the highest lawful rent, ${highest}.` : undefined}
      />
      <DatePicker
        label={t`New end date`}
        isRequired
        minValue={start.add({ days: 1 })}
        placeholderValue={start.add({ years: 1 })}
        value={endDate ? parseDate(endDate) : null}
        onChange={(d) => setEndDate(d ? d.toString() : '')}
        isInvalid={Boolean(problem ?? error)}
        errorMessage={problem ?? error ?? undefined}
      />
    </FormDialog>
  );
}
