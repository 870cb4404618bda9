import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Lifts on hover/focus-within; use when the card contains its main link. */
  interactive?: boolean;
  /** Rendered element: 'article' for standalone content, 'section' for panels. */
  as?: 'div' | 'article' | 'section' | 'li';
  children?: ReactNode;
}

/** Surface with border, radius and soft shadow: panels, list rows, the base of PropertyCard. */
export function Card({ padding = 'md', interactive, as: Tag = 'div', className, ...props }: CardProps) {
  return <Tag {...props} className={cx(styles.card, styles.padding[padding], interactive && styles.interactive, className)} />;
}

export interface CardHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Heading level for the title; defaults to h3. */
  level?: 2 | 3 | 4;
}

export function CardHeader({ title, description, level = 3 }: CardHeaderProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={styles.header}>
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
    </div>
  );
}
