import { useState } from 'react';
import { toast } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { uploadFile, type UploadPurpose } from '../../../lib/upload';
import { addUploads, EMPTY_UPLOADS, moveFile, updateUpload, uploadDone, uploadFailed, withoutFile, type UploadList } from './upload-list';

export interface ListingUploads {
  list: UploadList;
  /** Files the dropzone accepted (count and types already checked). */
  add: (files: File[]) => void;
  remove: (id: string) => void;
  /** A row moved to another place (0: the cover). */
  move: (id: string, to: number) => void;
}

/**
 * One uploader of a listing form (List Your Property, Edit Property): each file uploads on its own, in the place it
 * was chosen in; a failure stays in its row with the reason (and the docs/product.md#error-catalogue toast) until removed.
 */
export function useListingUploads(purpose: UploadPurpose, initial: UploadList = EMPTY_UPLOADS): ListingUploads {
  const { t, i18n } = useLingui();
  const [list, setList] = useState<UploadList>(initial);
  const add = (files: File[]) => {
    const rows = files.map((file) => ({ key: `${file.name}-${crypto.randomUUID()}`, name: file.name, size: file.size, progress: 0 }));
    setList((l) => addUploads(l, rows));
    files.forEach((file, i) => {
      const { name } = file;
      const { key } = rows[i]!;
      uploadFile(file, purpose, (progress) => setList((l) => updateUpload(l, key, { progress })), i18n)
        .then((uploaded) => setList((l) => uploadDone(l, key, uploaded)))
        .catch((error: unknown) => {
          setList((l) => uploadFailed(l, key, error instanceof Error ? error.message : t`Upload failed`));
          toast({ title: t`Upload Failed`, description: t`Failed to upload "${name}". Please try again.`, variant: 'destructive' });
        });
    });
  };
  return { list, add, remove: (id) => setList((l) => withoutFile(l, id)), move: (id, to) => setList((l) => moveFile(l, id, to)) };
}
