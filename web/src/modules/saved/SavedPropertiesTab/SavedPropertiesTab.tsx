import { Badge, Button, ButtonLink } from '@hearth/design-system';
import { PanelListSection, layout, type ListState } from '../../common';
import type { PropertyRow } from '../../property/property.model';
import { PropertySummary } from '../../property/PropertySummary/PropertySummary';

export interface SavedPropertiesTabProps {
  saved: ListState<PropertyRow>;
  onRemove: (propertyId: number) => void;
  /** The saved property whose removal is in flight. */
  removingId?: number | null;
}

/** Tenant Saved Properties (spec §2): each saved listing with View Details and Remove. */
export function SavedPropertiesTab({ saved, onRemove, removingId }: SavedPropertiesTabProps) {
  return (
    <PanelListSection
      title="Saved Properties"
      state={saved}
      loadingLabel="Loading saved properties"
      empty={{ title: 'No Saved Properties', description: 'Tap the heart on a property to save it here.', action: <ButtonLink href="/">Browse Properties</ButtonLink> }}
      renderItem={(property) => (
        <PropertySummary
          property={property}
          actions={
            <>
              <ButtonLink variant="outline" href={`/property/${property.id}`}>
                View Details
              </ButtonLink>
              <Button variant="ghost" aria-label={`Remove ${property.title}`} isPending={removingId === property.id} onPress={() => onRemove(property.id)}>
                Remove
              </Button>
            </>
          }
        >
          <div className={layout.meta}>
            <Badge tone="info">Saved</Badge>
          </div>
        </PropertySummary>
      )}
    />
  );
}
