import { describe, expect, it } from 'vitest';
import { formatBytes, matchesAccept, validateFiles } from './validateFiles';
import { FRENCH_STRINGS } from '../Provider/strings';

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('validateFiles', () => {
  it('refuses the whole batch over maxFiles with the spec texts', () => {
    const { accepted, rejections } = validateFiles([file('a.pdf', 'application/pdf'), file('b.pdf', 'application/pdf')], { maxFiles: 5, currentCount: 4 });
    expect(accepted).toEqual([]);
    expect(rejections[0]).toMatchObject({ reason: 'too-many-files', title: 'Too Many Files', message: 'You can only upload up to 5 files.' });
  });
  it('rejects unsupported types and keeps the rest', () => {
    const ok = file('lease.pdf', 'application/pdf');
    const { accepted, rejections } = validateFiles([ok, file('notes.exe', 'application/x-msdownload')], {
      accept: ['application/pdf', '.docx'],
      acceptLabel: 'PDF, DOCX',
    });
    expect(accepted).toEqual([ok]);
    expect(rejections[0].title).toBe('Unsupported File Type');
    expect(rejections[0].message).toContain('Supported types: PDF, DOCX.');
  });
  it('rejects files over maxSize', () => {
    const { rejections } = validateFiles([file('big.pdf', 'application/pdf', 2048)], { maxSize: 1024 });
    expect(rejections[0]).toMatchObject({ reason: 'too-large', title: 'File Too Large' });
  });
});

describe('matchesAccept', () => {
  it('handles wildcards, exact types and extensions', () => {
    expect(matchesAccept({ name: 'a.jpg', type: 'image/jpeg' }, ['image/*'])).toBe(true);
    expect(matchesAccept({ name: 'a.DOCX', type: '' }, ['.docx'])).toBe(true);
    expect(matchesAccept({ name: 'a.txt', type: 'text/plain' }, ['image/*', 'application/pdf'])).toBe(false);
    expect(matchesAccept({ name: 'a.txt', type: 'text/plain' }, [])).toBe(true);
  });
  it('formats sizes', () => {
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(2048)).toBe('2 KB');
  });
});

describe('validateFiles in French', () => {
  it('words its rejections by the OQLF (« », non-breaking spaces, « Mo »)', () => {
    const { rejections } = validateFiles(
      [file('notes.exe', 'application/x-msdownload'), file('gros.pdf', 'application/pdf', 3 * 1024 * 1024)],
      { accept: ['application/pdf'], acceptLabel: 'PDF', maxSize: 2 * 1024 * 1024 },
      FRENCH_STRINGS,
    );
    expect(rejections.map((r) => [r.title, r.message])).toEqual([
      ['Type de fichier non pris en charge', '«\u00a0notes.exe\u00a0» n’est pas pris en charge. Types acceptés\u00a0: PDF.'],
      ['Fichier trop volumineux', '«\u00a0gros.pdf\u00a0» dépasse la limite de 2\u00a0Mo.'],
    ]);
    expect(formatBytes(1_572_864, FRENCH_STRINGS)).toBe('1,5\u00a0Mo');
  });
});
