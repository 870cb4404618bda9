import { Suspense, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LoadingRows, layout } from '../../common';

/** One section of the tenant's Home tab (repairs now; entry notices, inspections and the deposit join it). */
export interface HomeSection {
  id: string;
  content: ReactNode;
}

/**
 * The tenant's Home tab, for a tenant with a lease in force: a column of sections, each its own domain's container
 * (loaded lazily), in the order given. A domain adds its section in TenantDashboardContainer's `homeSections`.
 */
export function TenantHomeView({ sections }: { sections: HomeSection[] }) {
  const { t } = useLingui();
  return (
    <div className={layout.stack}>
      {sections.map((section) => (
        <Suspense key={section.id} fallback={<LoadingRows label={t`Loading your home`} />}>
          {section.content}
        </Suspense>
      ))}
    </div>
  );
}
