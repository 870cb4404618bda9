import * as styles from './EmailAddress.css';

/**
 * An email address that never breaks mid-word: a line may break only before its '@'; a part still too long for its
 * line ends in an ellipsis. The whole address stays in the text (screen readers, copy) and in the tooltip.
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  // translate="no": an address is no language's words (a page translator must not touch it).
  if (at <= 0) return <span className={styles.part} title={email} translate="no">{email}</span>;
  return (
    <span className={styles.email} title={email} translate="no">
      <span className={styles.part}>{email.slice(0, at)}</span>
      <wbr />
      <span className={styles.part}>{email.slice(at)}</span>
    </span>
  );
}
