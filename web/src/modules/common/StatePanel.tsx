import type { ReactNode } from 'react';
import * as styles from './StatePanel.css';

export interface StatePanelProps {
  icon?: ReactNode;
  title: string;
  /** Heading level: pages use h1, sections inside a page h2. */
  level?: 1 | 2 | 3;
  children?: ReactNode;
  actions?: ReactNode;
}

/** Centred message for whole-page states: sign in needed, access denied, not found, empty lists, failures. */
export function StatePanel({ icon, title, level = 1, children, actions }: StatePanelProps) {
  const Heading = `h${level}` as const;
  return (
    <section className={styles.panel} aria-labelledby="state-title">
      {icon ? <div className={styles.icon} aria-hidden="true">{icon}</div> : null}
      <Heading id="state-title" className={styles.title}>
        {title}
      </Heading>
      {children ? <p className={styles.text}>{children}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
