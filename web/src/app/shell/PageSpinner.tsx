import { useLingui } from '@lingui/react/macro';
import * as styles from './Shell.css';

/** Shown while a lazy route's code loads (and in the prerendered frame), named in the page's language. */
export function PageSpinner() {
  const { t } = useLingui();
  return <div className={styles.spinner} role="status" aria-label={t`Loading`} />;
}
