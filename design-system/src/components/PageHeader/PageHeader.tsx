import type { ReactNode } from 'react';
import * as styles from './PageHeader.css';

export interface PageHeaderProps {
  /** The page's h1, e.g. 'Property Owner Dashboard'. */
  title: ReactNode;
  description?: ReactNode;
  /** Right-aligned buttons on wide screens ('Add Property'). */
  actions?: ReactNode;
  /** Above the title: back link or breadcrumbs. */
  back?: ReactNode;
}

export function PageHeader({ title, description, actions, back }: PageHeaderProps) {
  return (
    <header className={styles.root}>
      <div className={styles.text}>
        {back ? <div className={styles.back}>{back}</div> : null}
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
