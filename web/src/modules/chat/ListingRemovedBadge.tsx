import { Badge } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';

/** Marks a conversation whose listing was deleted: it stays readable by its two people, without replies. */
export function ListingRemovedBadge() {
  const { t } = useLingui();
  return <Badge tone="secondary">{t`listing removed`}</Badge>;
}
