import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { toast } from '@hearth/design-system';
import { localCalendarDay } from '@hearth/api/contracts/lease-booking';
import type { RentalDocumentKind, RentalProfileInput } from '@hearth/api/contracts/rental-application.schema';
import { RentalProfileDocument, useSaveRentalProfileMutation, type RentalDocumentKind as GraphqlDocumentKind } from '../../../generated/graphql';
import { toGraphqlEnum } from '../../../lib/graphql-enum';
import { uploadFile } from '../../../lib/upload';
import { errorMessage } from '../../../lib/graphql-error';
import type { RentalProfile } from '../application.model';
import { RentalProfileDialog, type DocumentUpload } from './RentalProfileDialog';

export interface RentalProfileContainerProps {
  profile: RentalProfile | null;
  /** Saved or cancelled: the caller goes back to where the form was opened from (the Applications tab, an application). */
  onClose: () => void;
}

/** The rental profile's form: uploads its documents, saves it and refreshes every view of it. */
export function RentalProfileContainer({ profile, onClose }: RentalProfileContainerProps) {
  const { t, i18n } = useLingui();
  const [save, { loading }] = useSaveRentalProfileMutation({ refetchQueries: [{ query: RentalProfileDocument }], awaitRefetchQueries: true });
  const [error, setError] = useState<string | null>(null);
  const [documents, setDocuments] = useState<DocumentUpload[]>(
    () => profile?.documents.map((document) => ({ id: document.ipfsHash, kind: document.kind, name: document.name, size: document.size ?? 0, progress: 100, document })) ?? [],
  );
  const patch = (id: string, change: Partial<DocumentUpload>) => setDocuments((all) => all.map((d) => (d.id === id ? { ...d, ...change } : d)));

  const upload = (kind: RentalDocumentKind, file: File) => {
    const id = `${kind}-${file.name}-${Date.now()}`;
    setDocuments((all) => [...all, { id, kind, name: file.name, size: file.size, progress: 0 }]);
    uploadFile(file, 'document', (progress) => patch(id, { progress }), i18n).then(
      (uploaded) => patch(id, { document: { kind, name: uploaded.name, ipfsHash: uploaded.ipfsHash, size: uploaded.size } }),
      (e: unknown) => patch(id, { error: e instanceof Error ? e.message : t`Upload failed` }),
    );
  };

  const submit = async ({ documents: files, ...input }: RentalProfileInput) => {
    setError(null);
    try {
      await save({
        variables: {
          input: { ...input, documents: files.map(({ kind, name, ipfsHash }) => ({ kind: toGraphqlEnum<GraphqlDocumentKind>(kind), name, ipfsHash })) },
        },
      });
      toast({ title: t`Rental profile saved`, variant: 'success' });
      onClose();
    } catch (e) {
      setError(errorMessage(e, t`Failed to save your rental profile. Please try again.`));
    }
  };

  return (
    <RentalProfileDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      profile={profile}
      documents={documents}
      onDocumentFiles={(kind, files) => files.forEach((file) => upload(kind, file))}
      onRemoveDocument={(id) => setDocuments((all) => all.filter((d) => d.id !== id))}
      onSubmit={submit}
      isPending={loading}
      error={error}
      today={localCalendarDay()}
    />
  );
}
