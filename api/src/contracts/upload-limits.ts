// How many files an upload takes, and a lease contract's size.
export const UPLOAD_LIMITS = {
  media: 20,
  leaseDocuments: 5,
  default: 10,
  documentUploader: 5,
  contract: 1,
} as const;
export const CONTRACT_MAX_BYTES = 10 * 1024 * 1024;
