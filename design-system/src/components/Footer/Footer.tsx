import type { ReactNode } from 'react';
import { Link } from '../Link/Link';
import * as styles from './Footer.css';

export interface FooterLink {
  href: string;
  label: string;
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

export interface FooterProps {
  /** Logo and tagline. */
  brand?: ReactNode;
  columns: FooterColumn[];
  /** e.g. '© 2024 Hearth. All rights reserved.' */
  copyright?: ReactNode;
}

export function Footer({ brand, columns, copyright }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {brand ? <div className={styles.brand}>{brand}</div> : null}
        {columns.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className={styles.heading}>{col.title}</h2>
            <ul className={styles.list}>
              {col.links.map((l) => (
                <li key={l.label}>
                  <Link href={l.href} variant="subtle" standalone>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {copyright ? <div className={styles.bottom}>{copyright}</div> : null}
    </footer>
  );
}
