import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../modules/upload/content-disposition.js';
import { parseRangeHeader } from './byte-range.js';
import { parseCid } from './cid.js';

describe('parseCid', () => {
  it('accepts CIDv1 and converts CIDv0 to CIDv1 base32', () => {
    expect(parseCid('bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e')).toBe('bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e');
    expect(parseCid('QmT78zSuBmuS4z925WZfrqQ1qHaJ56DQaTfyMUF7F8ff5o')).toBe('bafybeicg2rebjoofv4kbyovkw7af3rpiitvnl6i7ckcywaq6xjcxnc2mby');
  });

  it.each(['', '..', '../../etc/passwd', 'bafy/../x', 'not-a-cid', 'bafkreiXYZ', 'b'.repeat(200), 'QmNotReally', '%2e%2e'])('refuses %j', (text) => {
    expect(parseCid(text)).toBeNull();
  });
});

describe('parseRangeHeader', () => {
  it.each([
    [undefined, { kind: 'whole' }],
    ['bytes=0-99', { kind: 'partial', range: { offset: 0, length: 100 } }],
    ['bytes=900-', { kind: 'partial', range: { offset: 900, length: 100 } }],
    ['bytes=950-5000', { kind: 'partial', range: { offset: 950, length: 50 } }],
    ['bytes=-10', { kind: 'partial', range: { offset: 990, length: 10 } }],
    ['bytes=-5000', { kind: 'partial', range: { offset: 0, length: 1000 } }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=50-10', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=0-1,5-6', { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
  ])('%s of a 1000-byte file', (header, expected) => {
    expect(parseRangeHeader(header, 1000)).toEqual(expected);
  });
});

describe('contentDisposition', () => {
  it('shows images, videos and PDF inline; downloads the rest', () => {
    expect(contentDisposition('a.png', 'image/png')).toMatch(/^inline;/);
    expect(contentDisposition('a.mp4', 'video/mp4')).toMatch(/^inline;/);
    expect(contentDisposition('a.pdf', 'application/pdf')).toMatch(/^inline;/);
    expect(contentDisposition('a.txt', 'text/plain')).toMatch(/^attachment;/);
    expect(contentDisposition('a.rtf', 'application/rtf')).toMatch(/^attachment;/);
  });

  it('keeps quotes, separators and line breaks of a client-chosen name out of the header (RFC 5987 filename*)', () => {
    const header = contentDisposition('Bail été "2026";\r\nx: y.pdf', 'application/pdf');
    expect(header).toBe(`inline; filename="Bail _t_ _2026____x: y.pdf"; filename*=UTF-8''Bail%20%C3%A9t%C3%A9%20%222026%22%3B%0D%0Ax%3A%20y.pdf`);
    expect(header).not.toMatch(/[\r\n]/);
  });
});
