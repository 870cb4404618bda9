import type { ReactNode } from 'react';
import { Skeleton, formatCad, formatCount, formatDate } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { RENT_REPORT_MIN_SAMPLE } from '@hearth/api/contracts/rent-report';
import { formatChange } from './rent-report';
import * as styles from './RentReport.css';

/** A change cell: '+3%', or a dash that says in words that there were too few listings then. */
export function Change({ percent }: { percent: number | null }) {
  const { t, i18n } = useLingui();
  const text = formatChange(percent, i18n.locale);
  if (text !== null) return <>{text}</>;
  return <abbr title={t`Not enough listings then`}>—</abbr>;
}

/** 'Updated Nov 28, 2026' under a page's title; nothing before the first refresh. */
export function Refreshed({ at }: { at: string | null }) {
  const { t, i18n } = useLingui();
  if (!at) return null;
  const day = formatDate(at, i18n.locale);
  return (
    <p className={styles.muted}>
      <time dateTime={at}>{t`Updated ${day}`}</time>
    </p>
  );
}

/** How the report is computed, in plain words (docs/product.md#rent-report). */
export function HowComputed({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  const minimum = RENT_REPORT_MIN_SAMPLE;
  return (
    <section className={styles.section} aria-labelledby="how-computed">
      <h2 id="how-computed" className={styles.sectionTitle}>
        {t`How it is computed`}
      </h2>
      <p className={styles.prose}>
        {t`Each figure is the median asking rent of the public listings on Hearth in that city with that number of bedrooms: half of the listings ask less, half ask more. Rents are whole dollars a month; listings that are hidden, under review or rented out are not counted.`}
      </p>
      <p className={styles.prose}>
        {t`A city, bedroom count or property type shows only with at least ${minimum} listings, so that no single listing sets the figure. The one-month and one-year changes compare with the median 30 and 365 days before, from each listing's price history; a dash means there were too few listings then.`}
      </p>
      <p className={styles.prose}>
        {t`The report is recomputed within a minute of a listing's change and every night.`}
      </p>
      {children}
    </section>
  );
}

/** The table's region: a table wider than the window scrolls inside it, never the page (keyboard: focus, then arrows). */
export function TableRegion({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // A focusable region is how a keyboard scrolls a wide table (WCAG 2.1.1); axe asks exactly this of scrollers.
    <div className={styles.tableRegion} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}

/** The four figures every report row ends with. */
export interface ReportFigures {
  medianRent: number;
  sampleSize: number;
  oneMonthChangePercent: number | null;
  oneYearChangePercent: number | null;
}

/** A leading cell of a row: a row header (`th`, the default) or data; `rowSpan` when it heads the next rows too. */
export interface LeadCell {
  content: ReactNode;
  as?: 'th' | 'td';
  rowSpan?: number;
}

/** A row: its leading cells (null where a cell above spans over it), then its figures. */
export interface ReportTableRow {
  key: string;
  lead: readonly (LeadCell | null)[];
  figures: ReportFigures;
}

/** A body of rows, under a full-width header row when it has a label (a province). */
export interface ReportTableGroup {
  key: string;
  label?: string;
  rows: readonly ReportTableRow[];
}

export interface ReportTableProps {
  /** The caption's id: the scrolling region is named by it. */
  id: string;
  caption: string;
  /** The leading columns' headers (City, Bedrooms, Property type…); the four figures' columns follow. */
  leadColumns: readonly string[];
  groups: readonly ReportTableGroup[];
}

/**
 * The report's table, the city page's and the national one's: leading header columns, then median rent, listings
 * and the one-month and one-year changes, in a region that scrolls sideways on a phone.
 */
export function ReportTable({ id, caption, leadColumns, groups }: ReportTableProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  return (
    <TableRegion labelledBy={id}>
      <table className={styles.table}>
        <caption id={id} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {leadColumns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            <th scope="col" className={styles.numeric}>{t`Median rent`}</th>
            <th scope="col" className={styles.numeric}>{t`Listings`}</th>
            <th scope="col" className={styles.numeric}>{t`1 month`}</th>
            <th scope="col" className={styles.numeric}>{t`1 year`}</th>
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.key}>
            {group.label ? (
              <tr>
                <th scope="rowgroup" colSpan={leadColumns.length + 4} className={styles.groupHeader}>
                  {group.label}
                </th>
              </tr>
            ) : null}
            {group.rows.map(({ key, lead, figures }) => (
              <tr key={key}>
                {lead.map((cell, index) => {
                  if (!cell) return null;
                  const Cell = cell.as ?? 'th';
                  return (
                    <Cell key={index} scope={Cell === 'th' ? 'row' : undefined} rowSpan={cell.rowSpan}>
                      {cell.content}
                    </Cell>
                  );
                })}
                <td className={styles.numeric}>{formatCad(figures.medianRent, locale)}</td>
                <td className={styles.numeric}>{formatCount(figures.sampleSize, locale)}</td>
                <td className={styles.numeric}>
                  <Change percent={figures.oneMonthChangePercent} />
                </td>
                <td className={styles.numeric}>
                  <Change percent={figures.oneYearChangePercent} />
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </TableRegion>
  );
}

export function LoadingRows() {
  const { t } = useLingui();
  return (
    <div className={styles.skeletonRows} role="status" aria-live="polite" aria-busy="true" aria-label={t`Loading the rent report`}>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={28} />
      ))}
    </div>
  );
}
