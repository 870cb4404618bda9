import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, ButtonLink } from '@hearth/design-system';
import { PanelListSection, layout, type ListState, type RowAction } from '../../common';
import type { PropertyRow } from '../../property/property.model';
import { PropertySummary } from '../../property/PropertySummary/PropertySummary';

export interface SavedPropertiesTabProps {
  saved: ListState<PropertyRow>;
  remove: RowAction;
}

/** Tenant Saved Properties (docs/product.md#dashboard): each saved listing with View Details and Remove. */
export function SavedPropertiesTab({ saved, remove }: SavedPropertiesTabProps) {
  const { t } = useLingui();
  return (
    <PanelListSection
      title={t`Saved Properties`}
      state={saved}
      empty={{
        title: t`No Saved Properties`,
        description: t`Tap the heart on a property to save it here.`,
        action: (
          <ButtonLink href="/">
            <Trans>Browse Properties</Trans>
          </ButtonLink>
        ),
      }}
      renderItem={(property) => {
        const { title } = property;
        return (
          <PropertySummary
            property={property}
            actions={
              <>
                <ButtonLink variant="outline" href={`/property/${property.id}`}>
                  <Trans>View Details</Trans>
                </ButtonLink>
                <Button variant="ghost" aria-label={t`Remove ${title}`} isPending={remove.pendingId === property.id} onPress={() => remove.run(property.id)}>
                  <Trans>Remove</Trans>
                </Button>
              </>
            }
          >
            <div className={layout.meta}>
              <Badge tone="info">
                <Trans>Saved</Trans>
              </Badge>
            </div>
          </PropertySummary>
        );
      }}
    />
  );
}
