import { Button } from '@hearth/design-system';

/** Opens the listing's public page in a new tab, leaving the admin panel where it was. */
export function ViewListingButton({ propertyId, title }: { propertyId: number; title: string }) {
  return (
    <Button size="sm" variant="ghost" aria-label={`View ${title}`} onPress={() => window.open(`/property/${propertyId}`, '_blank', 'noopener')}>
      View
    </Button>
  );
}
