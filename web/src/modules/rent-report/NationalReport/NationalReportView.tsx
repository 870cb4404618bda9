import { AlertIcon, Link, PlainButton, formatCad, formatCount } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import type { ScreenState } from '../../common';
import { container } from '../../common/layout.css';
import { StatePanel } from '../../common/StatePanel';
import { bedroomsLabel } from '../../../lib/labels';
import { rentReportCityPath } from '@hearth/api/contracts/rent-report';
import { provinceGroups } from '../rent-report';
import type { ReportData } from '../rent-report.model';
import { Change, HowComputed, LoadingRows, Refreshed, TableRegion } from '../ReportParts';
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
  const locale = i18n.locale;
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
        <TableRegion labelledBy="national-table">
            <table className={styles.table}>
              <caption id="national-table" className={styles.caption}>
                {t`Median asking rent by city and bedrooms`}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t`City`}</th>
                  <th scope="col">{t`Bedrooms`}</th>
                  <th scope="col" className={styles.numeric}>
                    {t`Median rent`}
                  </th>
                  <th scope="col" className={styles.numeric}>
                    {t`Listings`}
                  </th>
                  <th scope="col" className={styles.numeric}>
                    {t`1 month`}
                  </th>
                  <th scope="col" className={styles.numeric}>
                    {t`1 year`}
                  </th>
                </tr>
              </thead>
              {provinceGroups(state.data.rows, i18n).map((group) => (
                <tbody key={group.province}>
                  <tr>
                    <th scope="rowgroup" colSpan={6} className={styles.groupHeader}>
                      {group.label}
                    </th>
                  </tr>
                  {group.rows.map((row, index) => {
                    const firstOfCity = index === 0 || group.rows[index - 1]!.city !== row.city;
                    const cityRows = group.rows.filter((other) => other.city === row.city).length;
                    return (
                        <tr key={`${row.city}-${row.bedrooms}`}>
                          {firstOfCity ? (
                            <th scope="row" rowSpan={cityRows}>
                              <Link href={rentReportCityPath(row.province, row.city)}>{row.city}</Link>
                            </th>
                          ) : null}
                          <td>{bedroomsLabel(row.bedrooms, i18n)}</td>
                          <td className={styles.numeric}>{formatCad(row.medianRent, locale)}</td>
                          <td className={styles.numeric}>{formatCount(row.sampleSize, locale)}</td>
                          <td className={styles.numeric}>
                            <Change percent={row.oneMonthChangePercent} />
                          </td>
                          <td className={styles.numeric}>
                            <Change percent={row.oneYearChangePercent} />
                          </td>
                        </tr>
                    );
                  })}
                </tbody>
              ))}
            </table>
          </TableRegion>
      ) : null}
      <HowComputed />
    </div>
  );
}
