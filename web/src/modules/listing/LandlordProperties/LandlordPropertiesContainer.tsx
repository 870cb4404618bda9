import { useState } from 'react';
import { toast } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import type { PropertyUpdateInput as ContractUpdate } from '@hearth/api/contracts/property.schema';
import {
  LandlordPropertiesDocument,
  useDeleteOwnPropertyMutation,
  useListingBookedViewingsQuery,
  usePropertyDocumentsQuery,
  useUpdateOwnPropertyMutation,
  type PropertyUpdateInput,
} from '../../../generated/graphql';
import { useRowAction, type ListState } from '../../common';
import { errorCode, errorMessage } from '../../../lib/graphql-error';
import { LandlordPropertiesView } from './LandlordPropertiesView';
import { toGraphQLUpdate } from '../listing.mapper';
import type { PropertyRow } from '../../property/property.model';

/** Landlord Properties tab: edit, Listed/Hidden and delete with the docs/product.md#error-catalogue toasts. */
export function LandlordPropertiesContainer({ properties, ownerId }: { properties: ListState<PropertyRow>; ownerId: number }) {
  const { t } = useLingui();
  const SUCCESS = (description: string) => ({ title: t`Success`, description, variant: 'success' as const });
  const FAILURE = (description: string) => ({ title: t`Error`, description, variant: 'destructive' as const });
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  // Asked when the confirmation opens, so the count is the one deleting would cancel.
  const booked = useListingBookedViewingsQuery({ variables: { propertyId: deletingId ?? 0 }, skip: deletingId === null, fetchPolicy: 'network-only' });
  // The Edit dialog lists the documents the listing has (new ones are added to them); asked when it opens.
  const documents = usePropertyDocumentsQuery({ variables: { propertyId: editingId ?? 0 }, skip: editingId === null, fetchPolicy: 'network-only' });
  const [update] = useUpdateOwnPropertyMutation();
  const [remove] = useDeleteOwnPropertyMutation({
    refetchQueries: [{ query: LandlordPropertiesDocument, variables: { ownerId } }],
    awaitRefetchQueries: true,
  });

  const save = async (id: number, input: PropertyUpdateInput) => {
    await update({ variables: { id, input } });
    toast(SUCCESS(t`Property updated successfully.`));
  };
  const saveEdit = useRowAction(
    async (id, input: ContractUpdate) => {
      await save(id, toGraphQLUpdate(input));
      setEditingId(null);
    },
    // Refused wording: the server's message (the words, the ground, the guidance); the dialog stays open with its notes.
    (error) => FAILURE(errorCode(error) === 'DISCRIMINATORY_TEXT' ? errorMessage(error, t`Failed to update property.`) : t`Failed to update property.`),
  );
  const toggleListed = useRowAction((id, showOnMarketplace: boolean) => save(id, { showOnMarketplace }), () => FAILURE(t`Failed to update property.`));
  const deleteProperty = useRowAction(
    async (id) => {
      try {
        await remove({ variables: { id } });
        toast(SUCCESS(t`Property deleted successfully.`));
      } finally {
        setDeletingId(null);
      }
    },
    () => FAILURE(t`Failed to delete property.`),
  );

  return (
    <LandlordPropertiesView
      properties={properties}
      editingId={editingId}
      editingDocuments={documents.data?.propertyDocuments.map((d) => d.name)}
      onEdit={setEditingId}
      save={saveEdit}
      toggleListed={toggleListed}
      deletingId={deletingId}
      deletingBookedViewings={booked.data?.viewingSlots.reduce((sum, slot) => sum + slot.bookedCount, 0) ?? 0}
      onAskDelete={setDeletingId}
      remove={deleteProperty}
    />
  );
}
