import { Badge, Button, ButtonLink, DatePicker, EmptyState, NumberField, parseDate, formatDate } from '@hearth/design-system';
import { RENT_INCREASE_RULES } from '@hearth/api/contracts/rent-increase-rules';
import type { Province } from '@hearth/api/contracts/provinces';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorNotice, LoadingRows, TitledSection, layout, type ListState } from '../../common';
import type { RentIncreaseLimits, RentIncreaseRow } from '../rent-increase.model';
import { formatPercent, formatRent, statusLabel } from '../rent-increase-format';
import * as styles from './RentIncreasesView.css';

/** The landlord's proposal as it is being typed, with the live check's answer. */
export interface RentIncreaseForm {
  newRent: number | null;
  effectiveDate: string;
  onNewRentChange: (value: number | null) => void;
  onEffectiveDateChange: (value: string) => void;
  /** The live check's answer for what is typed (null before the first answer). */
  limits: RentIncreaseLimits | null;
  checking?: boolean;
  submitting?: boolean;
  /** The API's refusal of a submit. */
  error?: string | null;
  onSubmit: () => void;
}

export interface RentIncreasesViewProps {
  province: Province;
  role: 'landlord' | 'tenant';
  increases: ListState<RentIncreaseRow>;
  /** The landlord's form; none for the tenant, nor for a lease that is not active. */
  form?: RentIncreaseForm;
  /** Where each notice's PDF is read. */
  noticeHref: (id: number) => string;
  /** Québec: the tenant accepts or refuses a notice. */
  onAnswer?: (id: number, accept: boolean) => void;
  answeringId?: number | null;
}

/**
 * The rent increases of a lease (docs/rent-increases.md), for its Rent tab: the landlord proposes one with the
 * lawful limits shown as they type; both read each notice as a PDF; in Québec the tenant answers within a month.
 */
export function RentIncreasesView({ province, role, increases, form, noticeHref, onAnswer, answeringId }: RentIncreasesViewProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const rules = RENT_INCREASE_RULES[province];
  return (
    <TitledSection title={t`Rent increases`}>
      {!rules.verified ? <p className={layout.muted}>{t`Hearth could not verify this province’s notice rule in the act itself: check it before you give notice.`}</p> : null}
      {form ? <ProposeForm form={form} /> : null}
      {increases.status === 'loading' ? <LoadingRows label={t`Loading rent increases`} /> : null}
      {increases.status === 'error' ? <ErrorNotice message={increases.message} /> : null}
      {increases.status === 'empty' ? <EmptyState headingLevel={3} title={t`No rent increases`} description={t`Notices of rent increase for this lease appear here.`} /> : null}
      {increases.status === 'ready' ? (
        <ul className={layout.list} aria-label={t`Rent increases`}>
          {increases.data.map((increase) => (
            <li key={increase.id} className={layout.row}>
              <div className={layout.rowMain}>
                <p className={layout.rowTitle}>
                  {t`${formatRent(increase.previousRent, locale)} → ${formatRent(increase.newRent, locale)} from ${formatDate(increase.effectiveDate, locale)}`}
                </p>
                <div className={layout.meta}>
                  <Badge tone={increase.status === 'refused' || increase.status === 'cancelled' ? 'danger' : increase.status === 'accepted' ? 'success' : 'neutral'}>
                    {statusLabel(increase.status, i18n)}
                  </Badge>
                  <span>{t`Notice given on ${formatDate(increase.noticeDate, locale)}`}</span>
                  <span>{increase.capPercent === null ? t`No cap applied` : t`Cap ${formatPercent(increase.capPercent, locale)}`}</span>
                </div>
                {increase.answerBy && increase.status === 'notified' ? (
                  <p className={layout.muted}>
                    {role === 'tenant'
                      ? t`You may refuse this increase until ${formatDate(increase.answerBy, locale)}; without an answer it is accepted.`
                      : t`The tenant may refuse until ${formatDate(increase.answerBy, locale)}.`}
                  </p>
                ) : null}
                {increase.status === 'refused' && role === 'landlord' ? (
                  <p className={layout.muted}>{t`The tenant refused. Within one month you may apply to the Tribunal administratif du logement to fix the rent; otherwise the lease renews at the same rent.`}</p>
                ) : null}
              </div>
              <div className={layout.actions}>
                <ButtonLink href={noticeHref(increase.id)} variant="secondary" size="lg" target="_blank" rel="noopener" aria-label={t`Read the notice of rent increase #${increase.id} (PDF)`}>
                  <Trans>Notice (PDF)</Trans>
                </ButtonLink>
                {role === 'tenant' && onAnswer && increase.answerBy && increase.status === 'notified' ? (
                  <>
                    <Button size="lg" isPending={answeringId === increase.id} onPress={() => onAnswer(increase.id, true)} aria-label={t`Accept rent increase #${increase.id}`}>
                      <Trans>Accept</Trans>
                    </Button>
                    <Button size="lg" variant="destructive" isDisabled={answeringId === increase.id} onPress={() => onAnswer(increase.id, false)} aria-label={t`Refuse rent increase #${increase.id}`}>
                      <Trans>Refuse</Trans>
                    </Button>
                  </>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </TitledSection>
  );
}

/** The landlord's proposal: new rent and date, with the lawful limits as they type. */
function ProposeForm({ form }: { form: RentIncreaseForm }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const { limits } = form;
  const refusal = form.error ?? (limits && !limits.ok && form.effectiveDate ? limits.message : null);
  return (
    <form
      className={styles.form}
      aria-label={t`Give notice of a rent increase`}
      onSubmit={(event) => {
        event.preventDefault();
        form.onSubmit();
      }}
    >
      <div className={layout.formGrid}>
        <NumberField
          label={t`New monthly rent`}
          minValue={0}
          step={0.01}
          formatOptions={{ style: 'currency', currency: 'CAD', minimumFractionDigits: 2 }}
          value={form.newRent ?? Number.NaN}
          onChange={(value) => form.onNewRentChange(Number.isNaN(value) ? null : value)}
        />
        <DatePicker
          label={t`Takes effect on`}
          value={form.effectiveDate ? parseDate(form.effectiveDate) : null}
          onChange={(value) => form.onEffectiveDateChange(value ? value.toString() : '')}
          isInvalid={Boolean(refusal)}
        />
      </div>
      <div className={styles.limits} role="status" aria-live="polite">
        {limits ? (
          <>
            <p className={layout.muted}>{t`Rent in force: ${formatRent(limits.currentRent, locale)}`}</p>
            {limits.renewalDate && limits.noticeFrom && limits.noticeUntil ? (
              <p className={layout.muted}>
                {t`Takes effect at the renewal on ${formatDate(limits.renewalDate, locale)}; give notice from ${formatDate(limits.noticeFrom, locale)} to ${formatDate(limits.noticeUntil, locale)}.`}
              </p>
            ) : limits.earliestDate ? (
              <p className={layout.muted}>{t`Earliest lawful date: ${formatDate(limits.earliestDate, locale)}`}</p>
            ) : null}
            {limits.highestRent !== null && limits.capPercent !== null ? (
              <p className={layout.muted}>{t`Highest lawful rent: ${formatRent(limits.highestRent, locale)} (cap ${formatPercent(limits.capPercent, locale)})`}</p>
            ) : limits.uncapped === 'no-cap' ? (
              <p className={layout.muted}>{t`No cap applies in this province.`}</p>
            ) : limits.uncapped ? (
              <p className={layout.muted}>{t`This unit is not under the guideline.`}</p>
            ) : null}
          </>
        ) : form.checking ? (
          <p className={layout.muted}>{t`Checking the lawful limits…`}</p>
        ) : null}
        {refusal ? <p className={layout.errorText}>{refusal}</p> : null}
      </div>
      <div className={layout.actions}>
        <Button type="submit" size="lg" isPending={form.submitting} isDisabled={!form.newRent || !form.effectiveDate}>
          <Trans>Give notice</Trans>
        </Button>
      </div>
    </form>
  );
}
