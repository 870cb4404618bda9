import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { imageUrl } from '../../../lib/image-url';
import type { ListingFile, UploadList } from './upload-list';

/** The content id of a reference our own gateway serves (a bare cid or /ipfs/<cid>); '' for an outside address. */
const contentIdOf = (ref: string) => (/^https?:\/\//i.test(ref) ? '' : ref.startsWith('/ipfs/') ? ref.slice('/ipfs/'.length) : ref.includes('/') ? '' : ref);

/**
 * A listing's gallery as the Edit Property dialog's uploader starts with it: one stored row per image reference, in
 * its order, the reference as its id (sent back as it was) and its address as the thumbnail.
 */
export function storedMedia(images: readonly string[], i18n: I18n): UploadList {
  return {
    uploading: [],
    uploaded: images.map(
      (ref, index): ListingFile => ({
        id: ref,
        name: i18n._(msg`Photo ${index + 1}`),
        type: '',
        url: imageUrl(ref),
        ipfsHash: contentIdOf(ref),
        fileId: 0,
        uploadedAt: '',
        category: 'image',
      }),
    ),
  };
}
