import type { ReactNode } from 'react';
import * as layout from './layout.css';

export interface TitledSectionProps {
  /** The section's h2. */
  title: string;
  /** Shown beside the title (e.g. a Create button or a filter). */
  action?: ReactNode;
  children?: ReactNode;
}

/** A tab's section: its h2 (with an optional action on the same row), then the content, as one column. */
export function TitledSection({ title, action, children }: TitledSectionProps) {
  const heading = <h2 className={layout.sectionTitle}>{title}</h2>;
  return (
    <div className={layout.list}>
      {action ? (
        <div className={layout.headerRow}>
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </div>
  );
}
