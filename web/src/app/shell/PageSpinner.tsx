import * as styles from './Shell.css';

/** Shown while a lazy route's code loads. */
export function PageSpinner() {
  return <div className={styles.spinner} role="status" aria-label="Loading" />;
}
