import { Link, formatCad, formatCount } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { RENT_REPORT_MIN_SAMPLE, rentReportCityPath } from '@hearth/api/contracts/rent-report';
import type { Province } from '@hearth/api/contracts/provinces';
import { bedroomsLabel } from '../../../lib/labels';
import * as styles from './FairPrice.css';

/** A listing's rent against the median of its city's and bedroom count's public listings (GraphQL `rentComparison`). */
export interface RentComparison {
  median: number;
  sampleSize: number;
  /** Whole percent, negative below the median. */
  percentDiff: number;
}

/** '12%' / « 12 % »: a whole percent as the reader writes it. */
function wholePercent(value: number, locale: string) {
  return new Intl.NumberFormat(locale.toLowerCase().startsWith('fr') ? 'fr-CA' : 'en-CA', { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

/**
 * The fair-price signal of a listing page (docs/product.md#rent-report): '12% below the median of 214 similar
 * listings in Toronto', with how it is computed and a link to the city's report. Nothing without a comparison
 * (fewer than RENT_REPORT_MIN_SAMPLE such listings): no signal rather than a weak one.
 */
export function FairPrice({ comparison, city, province, bedrooms }: { comparison: RentComparison | null | undefined; city: string; province: Province; bedrooms: number }) {
  const { t, i18n } = useLingui();
  if (!comparison) return null;
  const locale = i18n.locale;
  const count = formatCount(comparison.sampleSize, locale);
  const percent = wholePercent(Math.abs(comparison.percentDiff), locale);
  const median = formatCad(comparison.median, locale);
  const rooms = bedroomsLabel(bedrooms, i18n);
  const minimum = RENT_REPORT_MIN_SAMPLE;
  const sentence =
    comparison.percentDiff < 0
      ? t`${percent} below the median of ${count} similar listings in ${city}`
      : comparison.percentDiff > 0
        ? t`${percent} above the median of ${count} similar listings in ${city}`
        : t`At the median of ${count} similar listings in ${city}`;
  return (
    <div className={styles.fairPrice}>
      <p className={styles.sentence}>{sentence}</p>
      {/* A native disclosure: it opens before the app has loaded (the page is rendered on the server). */}
      <details className={styles.how}>
        <summary className={styles.summary}>{t`How is this computed?`}</summary>
        <p className={styles.explanation}>
          {t`This rent is compared with the median asking rent of the public listings on Hearth in ${city} with the same number of bedrooms (${rooms}): ${median} a month. It shows only when there are at least ${minimum} of them, and is refreshed with the rent report.`}{' '}
          <Link href={rentReportCityPath(province, city)}>{t`See the rent report for ${city}`}</Link>
        </p>
      </details>
    </div>
  );
}
