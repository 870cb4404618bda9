import { AlertDialog, Badge, Button, ButtonLink, PlusIcon, Switch } from '@hearth/design-system';
import type { PropertyUpdateInput } from '@hearth/api/contracts';
import { PanelListSection, layout, type ListState, type RowAction } from '../../common';
import { PropertySummary } from '../../property/PropertySummary/PropertySummary';
import { EditPropertyDialog } from '../EditPropertyDialog/EditPropertyDialog';
import { listingStatusLabel, visibilityLabel } from '../listing-status';
import type { PropertyRow } from '../../property/property.model';

export interface PropertiesTabProps {
  properties: ListState<PropertyRow>;
  /** Property whose Edit dialog is open. */
  editingId: number | null;
  onEdit: (propertyId: number | null) => void;
  /** Saves the Edit dialog's changes. */
  save: RowAction<[input: PropertyUpdateInput]>;
  /** Property whose delete confirmation is open. */
  deletingId: number | null;
  onAskDelete: (propertyId: number | null) => void;
  remove: RowAction;
  /** Listed/Hidden: shows or hides a property on the marketplace. */
  toggleListed: RowAction<[showOnMarketplace: boolean]>;
}

/** Landlord Properties tab (spec §2): rows with view, edit, Listed/Hidden toggle and delete; a listing an admin hid shows why and stays hidden. */
export function PropertiesTab(props: PropertiesTabProps) {
  const { properties, editingId, onEdit, save, deletingId, onAskDelete, remove, toggleListed } = props;
  const items = properties.status === 'ready' ? properties.data : [];
  const editing = items.find((p) => p.id === editingId) ?? null;
  const deleting = items.find((p) => p.id === deletingId) ?? null;
  return (
    <PanelListSection
      title="My Properties"
      action={
        <ButtonLink href="/list-property">
          <PlusIcon size={16} aria-hidden /> Add Property
        </ButtonLink>
      }
      state={properties}
      empty={{ title: 'No Properties Listed', action: <ButtonLink href="/list-property">List Your First Property</ButtonLink> }}
      renderItem={(property) => (
        <PropertySummary
          property={property}
          withProvince
          badges={
            <>
              <div className={layout.meta}>
                {property.moderationReason ? (
                  <Badge tone="danger">Hidden by an administrator</Badge>
                ) : (
                  <Badge status={property.status}>{listingStatusLabel(property.status)}</Badge>
                )}
              </div>
              {property.moderationReason ? <p className={layout.muted}>Reason: {property.moderationReason}</p> : null}
            </>
          }
          actions={
            <>
              <ButtonLink variant="outline" size="sm" href={`/property/${property.id}`} aria-label={`View ${property.title}`}>
                View
              </ButtonLink>
              <Button variant="outline" size="sm" aria-label={`Edit ${property.title}`} onPress={() => onEdit(property.id)}>
                Edit
              </Button>
              <Switch
                isSelected={property.showOnMarketplace}
                isDisabled={toggleListed.pendingId === property.id || property.moderationReason !== null}
                onChange={(listed) => toggleListed.run(property.id, listed)}
                aria-label={`Show ${property.title} on the marketplace`}
              >
                {visibilityLabel(property)}
              </Switch>
              <Button variant="ghost" size="sm" aria-label={`Delete ${property.title}`} onPress={() => onAskDelete(property.id)}>
                Delete
              </Button>
            </>
          }
        />
      )}
    >
      {editing ? (
        <EditPropertyDialog
          key={editing.id}
          property={editing}
          isOpen
          onOpenChange={(open) => !open && onEdit(null)}
          onSave={(input) => save.run(editing.id, input)}
          isSaving={save.pendingId === editing.id}
        />
      ) : null}
      {deleting ? (
        <AlertDialog
          title="Delete Property"
          isOpen
          onOpenChange={(open) => !open && onAskDelete(null)}
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          isPending={remove.pendingId === deleting.id}
          onConfirm={() => remove.run(deleting.id)}
        >
          Are you sure you want to delete this property?
        </AlertDialog>
      ) : null}
    </PanelListSection>
  );
}
