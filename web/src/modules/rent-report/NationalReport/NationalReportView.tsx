import { AlertIcon, Link, PlainButton } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import type { ScreenState } from '../../common';
import { container } from '../../common/layout.css';
import { StatePanel } from '../../common/StatePanel';
import { bedroomsLabel } from '../../../lib/labels';
import { rentReportCityPath } from '@hearth/api/contracts/rent-report';
import { provinceGroups } from '../rent-report';
import type { ReportData } from '../rent-report.model';
import { HowComputed, LoadingRows, Refreshed, ReportTable } from '../ReportParts';
import * as styles from '../RentReport.css';

export type NationalReportState = ScreenState<ReportData>;

export interface NationalReportViewProps {
  state: NationalReportState;
  onRetry: () => void;
}

/**
 * /rent-report, public and rendered on the server (docs/product.md#rent-report): every city's median asking rent per
 * bedroom count, grouped by province (by name in the reader's language), each city a link to its own page.
 */
export function NationalReportView({ state, onRetry }: NationalReportViewProps) {
  const { t, i18n } = useLingui();
  return (
    <div className={`${container} ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t`Rent report`}</h1>
        <p className={styles.lead}>{t`What a fair rent is across Canada: the median asking rent of the listings on Hearth, by city and number of bedrooms, and how it moved over a month and a year.`}</p>
        {state.status === 'ready' ? <Refreshed at={state.data.generatedAt} /> : null}
      </header>
      {state.status === 'loading' ? <LoadingRows /> : null}
      {state.status === 'error' ? (
        <StatePanel
          level={2}
          icon={<AlertIcon />}
          title={t`The rent report could not be loaded`}
          actions={<PlainButton onClick={onRetry}>{t`Try again`}</PlainButton>}
        >
          {state.message}
        </StatePanel>
      ) : null}
      {state.status === 'empty' ? (
        <StatePanel level={2} title={t`No city has enough listings yet`}>
          {t`A city appears here once it has enough public listings with the same number of bedrooms for a fair median.`}
        </StatePanel>
      ) : null}
      {state.status === 'ready' ? (
        <ReportTable
          id="national-table"
          caption={t`Median asking rent by city and bedrooms`}
          leadColumns={[t`City`, t`Bedrooms`]}
          groups={provinceGroups(state.data.rows, i18n).map((group) => ({
            key: group.province,
            label: group.label,
            rows: group.rows.map((row, index) => {
              // Each city's link heads its rows once.
              const firstOfCity = index === 0 || group.rows[index - 1]!.city !== row.city;
              const cityRows = group.rows.filter((other) => other.city === row.city).length;
              return {
                key: `${row.city}-${row.bedrooms}`,
                lead: [
                  firstOfCity ? { content: <Link href={rentReportCityPath(row.province, row.city)} standalone>{row.city}</Link>, rowSpan: cityRows } : null,
                  { content: bedroomsLabel(row.bedrooms, i18n), as: 'td' as const },
                ],
                figures: row,
              };
            }),
          }))}
        />
      ) : null}
      <HowComputed />
    </div>
  );
}
