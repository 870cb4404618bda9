import type { ReactNode } from 'react';
import * as styles from './AdminView.css';

export interface AdminCardProps {
  /** The row's name (a listing's title, a person's name): the card's h3. */
  title: ReactNode;
  /** Badges and details under the title. */
  children?: ReactNode;
  /** The row's buttons, in full view and full width on a phone. */
  actions?: ReactNode;
}

/** One row of an admin table as a phone card: its title, its details, then its actions. */
export function AdminCard({ title, children, actions }: AdminCardProps) {
  return (
    <article className={styles.card}>
      <h3 className={styles.cardTitle}>{title}</h3>
      {children}
      {actions ? <div className={styles.cardActions}>{actions}</div> : null}
    </article>
  );
}
