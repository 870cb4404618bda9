import * as styles from './Shell.css';

/** Hearth's mark: a house with a flame. Decorative; the wordmark next to it is the accessible name. */
export function LogoMark() {
  return (
    <svg className={styles.logoMark} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#C2410C" />
      <path d="M7 15l9-7 9 7v10H7z" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M16 16.5c-2.2 2.2-2.2 4.3 0 5.5 2.2-1.2 2.2-3.3 0-5.5z" fill="#fff" />
    </svg>
  );
}
