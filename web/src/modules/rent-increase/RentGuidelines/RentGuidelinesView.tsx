import { useState } from 'react';
import { Button, EmptyState, NumberField, Select, SelectItem, TextField, formatDate } from '@hearth/design-system';
import type { Province } from '@hearth/api/contracts/provinces';
import { Trans, useLingui } from '@lingui/react/macro';
import { provinceLabel } from '../../../lib/labels';
import { ErrorNotice, LoadingRows, TitledSection, layout, type ListState } from '../../common';
import type { RentGuidelineRow } from '../rent-increase.model';
import { formatPercent } from '../rent-increase-format';
import * as styles from '../RentIncreases/RentIncreasesView.css';

/** The provinces whose cap is a yearly figure admins keep (the API refuses the others). */
export const GUIDELINE_PROVINCES: readonly Province[] = ['ON', 'BC', 'MB', 'PE'];

export interface GuidelineInput {
  province: Province;
  year: number;
  percent: number;
  source: string;
}

export interface RentGuidelinesViewProps {
  guidelines: ListState<RentGuidelineRow>;
  onSave: (input: GuidelineInput) => void;
  saving?: boolean;
  /** The API's refusal of the last save. */
  error?: string | null;
  /** The year the form starts on (the container passes the coming year). */
  defaultYear: number;
}

/**
 * The admin area's Rent guidelines tab (/admin?tab=rent-guidelines, docs/rent-increases.md): every province's
 * yearly figure with its source, and the form that sets one. A year without a figure refuses increases taking
 * effect in it, never guesses.
 */
export function RentGuidelinesView({ guidelines, onSave, saving, error, defaultYear }: RentGuidelinesViewProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const [province, setProvince] = useState<Province>('ON');
  const [year, setYear] = useState(defaultYear);
  const [percent, setPercent] = useState(Number.NaN);
  const [source, setSource] = useState('');
  return (
    <TitledSection title={t`Rent increase guidelines`}>
      <p className={layout.muted}>
        {t`The cap of the increases taking effect each year in the provinces that publish one. An increase in a year without a figure is refused.`}
      </p>
      <form
        className={styles.form}
        aria-label={t`Set a guideline`}
        onSubmit={(event) => {
          event.preventDefault();
          onSave({ province, year, percent, source });
        }}
      >
        <div className={layout.formGrid}>
          <Select label={t`Province`} selectedKey={province} onSelectionChange={(key) => setProvince(key as Province)}>
            {GUIDELINE_PROVINCES.map((code) => (
              <SelectItem key={code} id={code}>
                {provinceLabel(code, i18n)}
              </SelectItem>
            ))}
          </Select>
          <NumberField label={t`Year`} minValue={2000} maxValue={2100} step={1} formatOptions={{ useGrouping: false }} value={year} onChange={setYear} isRequired />
          <NumberField label={t`Percentage`} minValue={0} maxValue={25} step={0.1} value={percent} onChange={setPercent} isRequired />
          <TextField label={t`Source`} value={source} onChange={setSource} isRequired description={t`Where the figure was published (the province’s page or release).`} />
        </div>
        {error ? <p className={layout.errorText} role="alert">{error}</p> : null}
        <div className={layout.actions}>
          <Button type="submit" size="lg" isPending={saving} isDisabled={Number.isNaN(percent) || !source.trim()}>
            <Trans>Save guideline</Trans>
          </Button>
        </div>
      </form>
      {guidelines.status === 'loading' ? <LoadingRows label={t`Loading guidelines`} /> : null}
      {guidelines.status === 'error' ? <ErrorNotice message={guidelines.message} /> : null}
      {guidelines.status === 'empty' ? <EmptyState headingLevel={3} title={t`No guidelines`} description={t`No province has a figure yet.`} /> : null}
      {guidelines.status === 'ready' ? (
        <ul className={layout.list} aria-label={t`Rent increase guidelines`}>
          {guidelines.data.map((row) => (
            <li key={row.id} className={layout.row}>
              <div className={layout.rowMain}>
                <p className={layout.rowTitle}>{t`${provinceLabel(row.province, i18n)} ${String(row.year)}: ${formatPercent(row.percent, locale)}`}</p>
                <p className={layout.muted}>{row.source}</p>
                <p className={layout.muted}>
                  {row.updatedBy === null ? t`Published figure, seeded with Hearth` : t`Set by admin #${row.updatedBy} on ${formatDate(row.updatedAt, locale)}`}
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </TitledSection>
  );
}
