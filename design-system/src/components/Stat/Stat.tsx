import type { ReactNode } from 'react';
import { Card } from '../Card/Card';
import * as styles from './Stat.css';

export interface StatProps {
  /** 'Active Leases', 'Total Properties', ... */
  label: ReactNode;
  value: ReactNode;
  /** Small line under the value. */
  hint?: ReactNode;
  icon?: ReactNode;
}

/** Dashboard counter on a card. Uses a description list so label and value stay paired for screen readers. */
export function Stat({ label, value, hint, icon }: StatProps) {
  return (
    <Card padding="md">
      <div className={styles.stat}>
        <dl className={styles.text}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value} style={{ marginInlineStart: 0 }}>
            {value}
          </dd>
          {hint ? <dd className={styles.hint} style={{ marginInlineStart: 0 }}>{hint}</dd> : null}
        </dl>
        {icon ? <span className={styles.icon} aria-hidden>{icon}</span> : null}
      </div>
    </Card>
  );
}

/** Responsive row of Stats. */
export function StatGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
