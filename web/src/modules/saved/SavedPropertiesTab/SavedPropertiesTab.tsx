import { Badge, Button, ButtonLink } from '@hearth/design-system';
import { PanelListSection, layout, type ListState, type RowAction } from '../../common';
import type { PropertyRow } from '../../property/property.model';
import { PropertySummary } from '../../property/PropertySummary/PropertySummary';

export interface SavedPropertiesTabProps {
  saved: ListState<PropertyRow>;
  remove: RowAction;
}

/** Tenant Saved Properties (spec §2): each saved listing with View Details and Remove. */
export function SavedPropertiesTab({ saved, remove }: SavedPropertiesTabProps) {
  return (
    <PanelListSection
      title="Saved Properties"
      state={saved}
      empty={{ title: 'No Saved Properties', description: 'Tap the heart on a property to save it here.', action: <ButtonLink href="/">Browse Properties</ButtonLink> }}
      renderItem={(property) => (
        <PropertySummary
          property={property}
          actions={
            <>
              <ButtonLink variant="outline" href={`/property/${property.id}`}>
                View Details
              </ButtonLink>
              <Button variant="ghost" aria-label={`Remove ${property.title}`} isPending={remove.pendingId === property.id} onPress={() => remove.run(property.id)}>
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
