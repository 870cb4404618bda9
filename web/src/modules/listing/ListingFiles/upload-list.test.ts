import { describe, expect, it } from 'vitest';
import type { UploadedFile } from '../../../lib/upload';
import { addUploads, isUploading, moveFile, updateUpload, uploadDone, uploadFailed, uploadItems, withoutFile, type UploadList } from './upload-list';

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

describe('upload order', () => {
  const row = (key: string) => ({ key, name: `${key}.png`, size: 1, progress: 10 });
  const chosen = addUploads({ uploaded: [stored('a', 'image')], uploading: [] }, [row('red'), row('green'), row('blue')]);

  it('keeps files chosen together in the order chosen, whichever finishes first', () => {
    const greenFirst = uploadDone(chosen, 'green', stored('g', 'image'));
    expect(uploadItems(greenFirst).map((i) => i.id)).toEqual(['a', 'red', 'g', 'blue']);
    const all = uploadDone(uploadDone(greenFirst, 'blue', stored('b', 'image')), 'red', stored('r', 'image'));
    expect(all.uploaded.map((f) => f.id)).toEqual(['a', 'r', 'g', 'b']);
  });
  it('a failed upload gives up its place and waits after the files with its reason', () => {
    const failed = uploadFailed(chosen, 'red', 'Upload failed');
    expect(uploadItems(failed).map((i) => i.id)).toEqual(['a', 'green', 'blue', 'red']);
    expect(uploadItems(failed)[3]).toMatchObject({ status: 'error', error: 'Upload failed' });
    expect(uploadFailed(withoutFile(chosen, 'red'), 'red', 'x')).toEqual(withoutFile(chosen, 'red'));
  });
  it('moves a file, the stored files (what is sent) following the order shown', () => {
    const list: UploadList = { uploaded: ['a', 'b', 'c'].map((id) => stored(id, 'image')), uploading: [] };
    expect(moveFile(list, 'c', 0).uploaded.map((f) => f.id)).toEqual(['c', 'a', 'b']);
    expect(moveFile(list, 'a', 1).uploaded.map((f) => f.id)).toEqual(['b', 'a', 'c']);
    expect(uploadItems(moveFile(list, 'b', 2)).map((i) => i.id)).toEqual(['a', 'c', 'b']);
  });
});
