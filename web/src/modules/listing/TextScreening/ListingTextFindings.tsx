import { GROUND_NAMES, inLocale } from '@hearth/api/contracts/discriminatory-wording';
import type { Locale } from '@hearth/api/contracts/locales';
import { useLingui } from '@lingui/react/macro';
import type { TextFinding } from './listing-text-screening';
import * as styles from './TextScreening.css';

/**
 * Each wording of a title or description that will be refused: its ground, the commission's guidance and a rewrite.
 * Given as the field's description (spans: it sits in the field's help text), so a screen reader reads it with the
 * field. Always given, empty and hidden when there is nothing to say: the field links its description once, when it
 * first renders, so one that appeared only later would never be read.
 */
export function listingTextNote(findings: readonly TextFinding[] | undefined) {
  return <ListingTextFindings findings={findings ?? []} />;
}

export function ListingTextFindings({ findings }: { findings: readonly TextFinding[] }) {
  const { t, i18n } = useLingui();
  return (
    <span className={findings.length ? styles.notes : styles.nothing} aria-live="polite">
      {findings.map(({ words, ground: key, guidance, suggestion }) => {
        const ground = inLocale(GROUND_NAMES[key], i18n.locale as Locale);
        return (
          <span key={`${key}-${words}`} className={styles.note}>
            <span className={styles.line}>
              <strong>{t`“${words}” excludes people because of their ${ground}.`}</strong> {guidance}
            </span>
            <span className={styles.line}>{t`Try instead: ${suggestion}`}</span>
          </span>
        );
      })}
    </span>
  );
}
