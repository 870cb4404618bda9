import type { ReactNode } from 'react';
import { Skeleton, formatDate } from '@hearth/design-system';
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
