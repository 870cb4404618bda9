import type { ReactNode } from 'react';
import { InboxIcon } from '../../icons/Icons';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  title: ReactNode;
  /** Explanation, e.g. 'Check back later for new listings or list your own property.' */
  description?: ReactNode;
  /** Defaults to an inbox icon; pass null for none. */
  icon?: ReactNode;
  /** Call to action, e.g. a ButtonLink 'Browse Properties'. */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/** Empty lists, 'Access Denied' and 'Please Sign In' screens. */
export function EmptyState({ title, description, icon = <InboxIcon size={24} />, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      {icon ? <span className={styles.icon} aria-hidden>{icon}</span> : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.text}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
