export { FileDropzone } from './FileDropzone';
export type { FileDropzoneProps, UploadItem } from './FileDropzone';
export { validateFiles, matchesAccept, formatBytes } from './validateFiles';
export type { FileRejection, FileRejectionReason, FileLimits } from './validateFiles';
