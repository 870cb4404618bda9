import { useLingui } from '@lingui/react/macro';
import { Badge } from '@hearth/design-system';
import type { LeaseRow } from '../lease.model';

/** "Brought in": the lease records a tenancy that began before Hearth; nothing for a lease made here. */
export function BroughtInBadge({ lease }: { lease: Pick<LeaseRow, 'existingTenancy'> }) {
  const { t } = useLingui();
  if (!lease.existingTenancy) return null;
  return (
    <Badge tone="info" title={t`A tenancy that began before Hearth, entered by the landlord`}>
      {t`Brought in`}
    </Badge>
  );
}
