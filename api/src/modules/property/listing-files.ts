import type { EntityManager } from '@mikro-orm/postgresql';
import { invalidFields } from '../../common/domain-error.js';
import { alternativesValue, icu, type MessageSource } from '../../common/i18n.js';
import type { PropertyCreateInput } from '../../contracts/index.js';
import {
  kindOfMimeType,
  kindsFor,
  LEASE_DOCUMENT_KINDS,
  type FileKind,
  findOwnedFiles,
  type StoredFile,
} from '../upload/index.js';

type ListingFiles = Pick<PropertyCreateInput, 'images' | 'leaseDocuments'>;

/** A listing's file slot: the kinds it holds (judged from the bytes at upload) and how a misfit is explained. */
interface Slot {
  kinds: readonly FileKind[];
  misfit: (name: string, label: string) => MessageSource;
}

const MEDIA: Slot = {
  kinds: kindsFor('media'),
  misfit: (name, label) => icu('"{name}" ({kind}) cannot be listing media: images and videos only.', { name, kind: label }),
};
const LEASE_DOCUMENT: Slot = {
  kinds: LEASE_DOCUMENT_KINDS,
  misfit: (name, label) =>
    icu('"{name}" ({kind}) cannot be a lease document: {kinds} only.', {
      name,
      kind: label,
      kinds: alternativesValue(LEASE_DOCUMENT_KINDS.map((kind) => kind.label)),
    }),
};

/**
 * The content id behind an image reference that our own gateway serves (the image address rule of docs/product.md#business-constants): a bare value
 * or an /ipfs/<cid> path. A full http(s) address or a public gateway's address is an outside picture: null, kept as given.
 */
function ownGatewayCid(ref: string): string | null {
  if (ref.startsWith('/ipfs/')) return ref.slice('/ipfs/'.length);
  if (/^https?:\/\//i.test(ref) || ref.includes('/')) return null;
  return ref;
}

/** The content ids among a listing's image references (outside addresses have none). */
export function imageContentIds(images: readonly string[]): string[] {
  return images.map(ownGatewayCid).filter((cid): cid is string => cid !== null);
}

/**
 * Checks the files a new listing cites, with one query: each content id must be the lister's own upload, of a kind
 * that fits its slot (images and videos as media; PDF or DOCX as lease documents). Outside image addresses, and the
 * `kept` images of the listing being edited, are kept.
 * Returns the files with canonical content ids (the form file access compares); throws VALIDATION_FAILED naming
 * every refused file otherwise.
 */
export async function checkListingFiles(em: EntityManager, listerId: number, files: ListingFiles, kept: readonly string[] = []): Promise<ListingFiles> {
  // An edit resends the gallery: the images the listing already shows were accepted then and stay as they are.
  const imageCids = files.images.map((ref) => (kept.includes(ref) ? null : ownGatewayCid(ref)));
  const cited = [...imageCids.filter((cid): cid is string => cid !== null), ...files.leaseDocuments.map((document) => document.ipfsHash)];
  const owned = await findOwnedFiles(em, listerId, cited);
  const issues: Array<{ path: string; source: MessageSource }> = [];
  /** The canonical cid of a fitting upload; null (and an issue) otherwise. */
  const accept = (cid: string, path: string, slot: Slot, missing: MessageSource): string | null => {
    const file = owned(cid);
    const problem = file ? misfit(file, slot) : missing;
    if (problem === null) return file!.cid;
    issues.push({ path, source: problem });
    return null;
  };

  const images = files.images.map((ref, index) => {
    const cid = imageCids[index];
    if (cid === undefined || cid === null) return ref;
    const missing = icu('Image or video {number} was not found among your uploads. Please upload it again.', { number: String(index + 1) });
    const canonical = accept(cid, `images.${index}`, MEDIA, missing);
    if (canonical === null) return ref;
    return ref.startsWith('/ipfs/') ? `/ipfs/${canonical}` : canonical;
  });
  const leaseDocuments = files.leaseDocuments.map((document, index) => {
    const missing = icu('The lease document "{name}" was not found among your uploads. Please upload it again.', { name: document.filename });
    const canonical = accept(document.ipfsHash, `leaseDocuments.${index}.ipfsHash`, LEASE_DOCUMENT, missing);
    return { ...document, ipfsHash: canonical ?? document.ipfsHash };
  });

  if (issues.length > 0) throw invalidFields(issues);
  return { images, leaseDocuments };
}

/** Why an upload cannot fill the slot, judged by the type found in its bytes; null when it fits. */
function misfit(file: StoredFile, slot: Slot): MessageSource | null {
  const kind = kindOfMimeType(file.mimeType);
  if (kind && slot.kinds.includes(kind)) return null;
  return slot.misfit(file.name, kind?.label ?? file.mimeType);
}
