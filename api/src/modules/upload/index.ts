// The upload module's face: what other modules and the composition root may use of it.

export { StoredFile } from './stored-file.entity.js';
export { type FileKind, kindOfMimeType, kindsFor, LEASE_DOCUMENT_KINDS } from './file-kinds.js';
export { findOwnedFiles } from './owned-files.js';
export { sendDownload } from './download-reply.js';
export { type DocumentCitations, type FileCitations } from './file-access.js';
export { createUploadService, type DownloadRequest, type FileDownload, type UploadService } from './upload.service.js';
export { ipfsGatewayRoutes } from './ipfs-gateway.rest.js';
export { uploadRoutes } from './upload.rest.js';
