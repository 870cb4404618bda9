import { useRef } from 'react';
import { FileDropzone, type FileRejection } from '@hearth/design-system';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { UPLOAD_LIMITS } from '@hearth/api/contracts/upload-limits';
import { uploadItems, type UploadList } from './upload-list';
import { useMediaOrder } from './MediaOrder';
import * as styles from './ListingFiles.css';
import { LEASE_DOCUMENT_ACCEPT, LEASE_TYPES_TEXT, MEDIA_ACCEPT, MEDIA_TYPES_TEXT } from './file-types';

/**
 * The two uploaders of a listing: the id the browser journey finds each by, their texts (the drop area's call to
 * action) and what each takes (docs/product.md#validation-rules types and limits).
 */
export const LISTING_UPLOADS: Record<'media' | 'documents', { id: string; title: MessageDescriptor; description: MessageDescriptor; dropLabel: MessageDescriptor; accept: string[]; acceptLabel: MessageDescriptor; maxFiles: number }> = {
  media: {
    id: 'media-upload',
    title: msg`Images and videos`,
    description: msg`The first image is the cover.`,
    dropLabel: msg`Add images and videos`,
    accept: MEDIA_ACCEPT,
    acceptLabel: MEDIA_TYPES_TEXT,
    maxFiles: UPLOAD_LIMITS.media,
  },
  documents: {
    id: 'lease-upload',
    title: msg`Lease documents`,
    description: msg`Stored on IPFS.`,
    dropLabel: msg`Add lease documents`,
    accept: LEASE_DOCUMENT_ACCEPT,
    acceptLabel: LEASE_TYPES_TEXT,
    maxFiles: UPLOAD_LIMITS.leaseDocuments,
  },
};

export interface ListingUploadFieldProps {
  kind: keyof typeof LISTING_UPLOADS;
  files: UploadList;
  onFiles: (files: File[]) => void;
  onRemove: (id: string) => void;
  /** Too many files or an unsupported type, with the spec texts (the form shows them as toasts). */
  onReject: (rejection: FileRejection) => void;
  /** Given, the files are listed in the landlord's order, which they can change (the first image is the cover). */
  onMove?: (id: string, to: number) => void;
}

/** One design-system dropzone of a listing form: limits, progress 10/30/80/100, per-file errors, stored files, photo order. */
export function ListingUploadField({ kind, files, onMove, ...zone }: ListingUploadFieldProps) {
  const { t, i18n } = useLingui();
  const { id, accept, maxFiles, ...texts } = LISTING_UPLOADS[kind];
  const title = i18n._(texts.title);
  const items = uploadItems(files);
  const section = useRef<HTMLDivElement>(null);
  const order = useMediaOrder(items, onMove ?? (() => {}), section);
  return (
    <div className={styles.stack} ref={section} id={id}>
      <FileDropzone
        label={i18n._(texts.dropLabel)}
        listLabel={t`${title}: files`}
        items={onMove ? order.items : items}
        itemActions={onMove ? order.actions : undefined}
        showRejections={false}
        accept={accept}
        acceptLabel={i18n._(texts.acceptLabel)}
        maxFiles={maxFiles}
        {...zone}
      />
      {onMove ? order.announcement : null}
    </div>
  );
}
