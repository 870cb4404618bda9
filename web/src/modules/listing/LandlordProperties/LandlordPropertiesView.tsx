import { Badge, Button, ButtonLink, PlusIcon, Switch } from '@hearth/design-system';
import type { PropertyUpdateInput } from '@hearth/api/contracts/property.schema';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { ConfirmDeleteDialog, layout, PanelListSection, type ListState, type RowAction } from '../../common';
import { PropertySummary } from '../../property/PropertySummary/PropertySummary';
import { EditPropertyDialog } from '../EditPropertyDialog/EditPropertyDialog';
import { listingStatusLabel, visibilityLabel } from '../listing-status';
import type { PropertyRow } from '../../property/property.model';

export interface LandlordPropertiesViewProps {
  properties: ListState<PropertyRow>;
  /** Property whose Edit dialog is open. */
  editingId: number | null;
  /** The names of the lease documents the listing being edited has (its dialog lists them). */
  editingDocuments?: readonly string[];
  onEdit: (propertyId: number | null) => void;
  /** Saves the Edit dialog's changes. */
  save: RowAction<[input: PropertyUpdateInput]>;
  /** Property whose delete confirmation is open. */
  deletingId: number | null;
  /** Its booked viewings still to come, which deleting it cancels (their tenants are told). */
  deletingBookedViewings: number;
  onAskDelete: (propertyId: number | null) => void;
  remove: RowAction;
  /** Listed/Hidden: shows or hides a property on the marketplace. */
  toggleListed: RowAction<[showOnMarketplace: boolean]>;
}

/** Landlord Properties tab (docs/product.md#dashboard): rows with view, edit, Listed/Hidden toggle and delete; a listing an admin hid shows why and stays hidden. */
export function LandlordPropertiesView(props: LandlordPropertiesViewProps) {
  const { properties, editingId, editingDocuments, onEdit, save, deletingId, deletingBookedViewings, onAskDelete, remove, toggleListed } = props;
  const { t, i18n } = useLingui();
  const items = properties.status === 'ready' ? properties.data : [];
  const editing = items.find((p) => p.id === editingId) ?? null;
  const deleting = items.find((p) => p.id === deletingId) ?? null;
  // The spec's question stays alone in its text when nothing else is said.
  const question = <Trans>Are you sure you want to delete this property?</Trans>;
  return (
    <PanelListSection
      title={t`My Properties`}
      action={
        <ButtonLink href="/list-property">
          <PlusIcon size={16} aria-hidden /> <Trans>Add Property</Trans>
        </ButtonLink>
      }
      state={properties}
      empty={{
        title: t`No Properties Listed`,
        action: (
          <ButtonLink href="/list-property">
            <Trans>List Your First Property</Trans>
          </ButtonLink>
        ),
      }}
      renderItem={(property) => {
        const { title, moderationReason } = property;
        return (
          <PropertySummary
            property={property}
            withProvince
            badges={
              <>
                <div className={layout.meta}>
                  {property.hiddenByModeration ? (
                    <Badge tone="danger">
                      <Trans>Hidden by an administrator</Trans>
                    </Badge>
                  ) : (
                    <Badge status={property.status}>{listingStatusLabel(property.status, i18n)}</Badge>
                  )}
                </div>
                {property.moderationReason ? <p className={layout.muted}>
                    <Trans>Reason: {moderationReason}</Trans>
                  </p> : null}
              </>
            }
            actions={
              <>
                <ButtonLink variant="outline" size="sm" href={`/property/${property.id}`} aria-label={t`View ${title}`}>
                  <Trans>View</Trans>
                </ButtonLink>
                <ButtonLink variant="outline" size="sm" href={`/property/${property.id}#statistics`} aria-label={t`Statistics of ${title}`}>
                  <Trans>Statistics</Trans>
                </ButtonLink>
                <Button variant="outline" size="sm" aria-label={t`Edit ${title}`} onPress={() => onEdit(property.id)}>
                  <Trans>Edit</Trans>
                </Button>
                <Switch
                  isSelected={property.showOnMarketplace}
                  isDisabled={toggleListed.pendingId === property.id || property.hiddenByModeration}
                  onChange={(listed) => toggleListed.run(property.id, listed)}
                  aria-label={t`Show ${title} on the marketplace`}
                >
                  {visibilityLabel(property, i18n)}
                </Switch>
                <Button variant="ghost" size="sm" aria-label={t`Delete ${title}`} onPress={() => onAskDelete(property.id)}>
                  <Trans>Delete</Trans>
                </Button>
              </>
            }
          />
        );
      }}
    >
      {editing ? (
        <EditPropertyDialog
          key={editing.id}
          property={editing}
          documents={editingDocuments}
          isOpen
          onOpenChange={(open) => !open && onEdit(null)}
          onSave={(input) => save.run(editing.id, input)}
          isSaving={save.pendingId === editing.id}
        />
      ) : null}
      <ConfirmDeleteDialog title={t`Delete Property`} item={deleting} onClose={() => onAskDelete(null)} remove={remove}>
        {deletingBookedViewings > 0 ? (
          <>
            <span>{question}</span>{' '}
            <span>
              {t`${plural(deletingBookedViewings, {
                one: 'Its booked viewing will be cancelled and the tenant told.',
                other: 'Its # booked viewings will be cancelled and their tenants told.',
              })}`}
            </span>
          </>
        ) : (
          question
        )}
      </ConfirmDeleteDialog>
    </PanelListSection>
  );
}
