import { AlertIcon, ButtonLink, ChevronLeftIcon, Link, PlainButton, formatCad } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import type { ScreenState } from '../../common';
import { container } from '../../common/layout.css';
import { StatePanel } from '../../common/StatePanel';
import { bedroomsLabel, propertyTypeLabel, provinceLabel } from '../../../lib/labels';
import { RENT_REPORT_PATH } from '../../../lib/rent-report-path';
import { BarChart } from '../BarChart';
import type { CityReport } from '../rent-report';
import { HowComputed, LoadingRows, Refreshed, ReportTable } from '../ReportParts';
import * as styles from '../RentReport.css';

export interface CityReportData {
  report: CityReport;
  generatedAt: string | null;
}

/** notFound: the report holds no row for the address's city (too few listings, or no such city). */
export type CityReportState = ScreenState<CityReportData, 'loading' | 'notFound' | 'error' | 'ready'>;

export interface CityReportViewProps {
  state: CityReportState;
  onRetry: () => void;
}

/**
 * /rent-report/{province}/{city}, public and rendered on the server: the city's median asking rent by bedrooms and by
 * property type, each chart followed by a table of the same numbers, and how they are computed.
 */
export function CityReportView({ state, onRetry }: CityReportViewProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const backLink = (
    <Link standalone href={RENT_REPORT_PATH}>
      <ChevronLeftIcon size={14} aria-hidden /> {t`All cities`}
    </Link>
  );
  if (state.status === 'loading')
    return (
      <div className={`${container} ${styles.page}`}>
        {backLink}
        <LoadingRows />
      </div>
    );
  if (state.status === 'notFound')
    return (
      <div className={`${container} ${styles.page}`}>
        <StatePanel title={t`No rent report for this city yet`} actions={<ButtonLink href={RENT_REPORT_PATH}>{t`See all cities`}</ButtonLink>}>
          {t`A city has a report once it has enough public listings with the same number of bedrooms for a fair median.`}
        </StatePanel>
      </div>
    );
  if (state.status === 'error')
    return (
      <div className={`${container} ${styles.page}`}>
        {backLink}
        <StatePanel icon={<AlertIcon />} title={t`The rent report could not be loaded`} actions={<PlainButton onClick={onRetry}>{t`Try again`}</PlainButton>}>
          {state.message}
        </StatePanel>
      </div>
    );
  const { report, generatedAt } = state.data;
  const place = `${report.city}, ${provinceLabel(report.province, i18n)}`;
  const city = report.city;
  return (
    <div className={`${container} ${styles.page}`}>
      {backLink}
      <header className={styles.header}>
        <h1 className={styles.title}>{t`Rents in ${place}`}</h1>
        <p className={styles.lead}>{t`The median asking rent of the public listings on Hearth in ${city}, by number of bedrooms and by property type.`}</p>
        <Refreshed at={generatedAt} />
      </header>

      <section className={styles.section} aria-labelledby="by-bedrooms">
        <h2 id="by-bedrooms" className={styles.sectionTitle}>
          {t`By bedrooms`}
        </h2>
        <BarChart
          id="chart-bedrooms"
          title={t`Median rent by bedrooms, all property types`}
          bars={report.allTypes.map((row) => ({ label: bedroomsLabel(row.bedrooms, i18n), value: row.medianRent, valueLabel: formatCad(row.medianRent, locale) }))}
        />
        <ReportTable
          id="table-bedrooms"
          caption={t`Median rent by bedrooms in ${city}`}
          leadColumns={[t`Bedrooms`]}
          groups={[{ key: 'all', rows: report.allTypes.map((row) => ({ key: String(row.bedrooms), lead: [{ content: bedroomsLabel(row.bedrooms, i18n) }], figures: row })) }]}
        />
      </section>

      <section className={styles.section} aria-labelledby="by-type">
        <h2 id="by-type" className={styles.sectionTitle}>
          {t`By property type`}
        </h2>
        {report.byType.length === 0 ? (
          <p className={styles.muted}>{t`No property type has enough listings in ${city} yet.`}</p>
        ) : (
          <>
            <div className={styles.charts}>
              {report.byType.map((group) => {
                const bedrooms = bedroomsLabel(group.bedrooms, i18n);
                return (
                  <BarChart
                    key={group.bedrooms}
                    id={`chart-type-${group.bedrooms}`}
                    title={t`Median rent by property type: ${bedrooms}`}
                    bars={group.rows.map((row) => ({ label: propertyTypeLabel(row.propertyType, i18n), value: row.medianRent, valueLabel: formatCad(row.medianRent, locale) }))}
                  />
                );
              })}
            </div>
            <ReportTable
              id="table-type"
              caption={t`Median rent by property type in ${city}`}
              leadColumns={[t`Bedrooms`, t`Property type`]}
              groups={[
                {
                  key: 'by-type',
                  rows: report.byType.flatMap((group) =>
                    group.rows.map((row, index) => ({
                      key: `${group.bedrooms}-${row.propertyType}`,
                      // The bedrooms head their group's rows once.
                      lead: [index === 0 ? { content: bedroomsLabel(group.bedrooms, i18n), rowSpan: group.rows.length } : null, { content: propertyTypeLabel(row.propertyType, i18n) }],
                      figures: row,
                    })),
                  ),
                },
              ]}
            />
          </>
        )}
      </section>

      <HowComputed>
        <p className={styles.prose}>
          <Link standalone href={RENT_REPORT_PATH}>{t`Compare with other cities in the national rent report`}</Link>
        </p>
      </HowComputed>
    </div>
  );
}
