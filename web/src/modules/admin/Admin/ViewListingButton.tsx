import { Button } from '@hearth/design-system';
import { Trans, useLingui } from '@lingui/react/macro';

/** Opens the listing's public page in a new tab, leaving the admin panel where it was. */
export function ViewListingButton({ propertyId, title, size = 'sm' }: { propertyId: number; title: string; size?: 'sm' | 'lg' }) {
  const { t } = useLingui();
  return (
    <Button size={size} variant="ghost" aria-label={t`View ${title}`} onPress={() => window.open(`/property/${propertyId}`, '_blank', 'noopener')}>
      <Trans>View</Trans>
    </Button>
  );
}
