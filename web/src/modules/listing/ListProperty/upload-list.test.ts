import { describe, expect, it } from 'vitest';
import type { UploadedFile } from '../../../lib/upload';
import { isUploading, updateUpload, uploadDone, uploadItems, withoutFile, type UploadList } from './upload-list';

const stored = (id: string, category: UploadedFile['category']): UploadedFile => ({
  id,
  name: `${id}.bin`,
  type: '',
  size: 10,
  url: `/ipfs/${id}`,
  ipfsHash: `cid-${id}`,
  fileId: 1,
  uploadedAt: '',
  category,
});

describe('upload list', () => {
  const list: UploadList = { uploaded: [stored('photo', 'image'), stored('lease', 'document')], uploading: [{ key: 'k1', name: 'tour.mp4', size: 5, progress: 30 }] };

  it('shows stored files done with their content id, images with a thumbnail, then uploads in progress', () => {
    const items = uploadItems(list);
    expect(items.map((i) => i.id)).toEqual(['photo', 'lease', 'k1']);
    expect(items[0]).toMatchObject({ status: 'done', progress: 100, previewSrc: '/ipfs/photo', detail: 'IPFS cid-photo' });
    expect(items[1].previewSrc).toBeUndefined();
    expect(items[2]).toMatchObject({ status: 'uploading', progress: 30 });
  });
  it('keeps a failed upload with its reason; it no longer counts as uploading', () => {
    const failed = updateUpload(list, 'k1', { error: 'Upload failed: 413 Payload Too Large' });
    expect(uploadItems(failed)[2]).toMatchObject({ status: 'error', error: 'Upload failed: 413 Payload Too Large' });
    expect(isUploading(list)).toBe(true);
    expect(isUploading(failed)).toBe(false);
  });
  it('moves a finished upload to the stored files, unless its row was removed meanwhile', () => {
    const done = uploadDone(list, 'k1', stored('tour', 'video'));
    expect(done.uploading).toEqual([]);
    expect(done.uploaded.map((f) => f.id)).toEqual(['photo', 'lease', 'tour']);
    const removed = withoutFile(list, 'k1');
    expect(uploadDone(removed, 'k1', stored('tour', 'video'))).toBe(removed);
  });
  it('removes a stored file by id', () => {
    expect(withoutFile(list, 'photo').uploaded.map((f) => f.id)).toEqual(['lease']);
  });
});
