import { AlertIcon, Link } from '@hearth/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import * as styles from './SafetyNotice.css';

export interface SafetyNoticeProps {
  /** The API's text, already in the tenant's language (ChatMessage.safetyNotice). */
  text: string;
  /** The listing the conversation is about: its page has the report button. */
  propertyId: number;
}

/**
 * Beside a message whose wording is a rental scam's (docs/product.md#scam-signals-in-messages): only the tenant it
 * was written to ever gets one. A named note, read with the message; the message itself is never hidden.
 */
export function SafetyNotice({ text, propertyId }: SafetyNoticeProps) {
  const { t } = useLingui();
  return (
    <div role="note" aria-label={t`Safety notice`} className={styles.notice}>
      <AlertIcon size={16} aria-hidden className={styles.icon} />
      <div className={styles.body}>
        <p className={styles.text}>{text}</p>
        <Link href={`/property/${propertyId}`} className={styles.link}>
          <Trans>Go to the listing to report it</Trans>
        </Link>
      </div>
    </div>
  );
}
