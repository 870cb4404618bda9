import { crc32 } from 'node:zlib';

/** Byte-level sample files for upload tests: just enough structure for magic-number detection. */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89];

/** A PNG header padded with zeros to `size` bytes. */
export function png(size = 64): Buffer {
  return padded([...PNG_SIGNATURE, ...IHDR], size);
}

export function jpeg(size = 64): Buffer {
  return padded([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01], size);
}

/** An MP4 `ftyp` box followed by patterned bytes (distinct per offset, so ranges are checkable). */
export function mp4(size: number): Buffer {
  const bytes = patterned(size);
  Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2')]).copy(bytes, 0);
  return bytes;
}

export function pdf(text = 'Lease agreement'): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

export function rtf(): Buffer {
  return Buffer.from('{\\rtf1\\ansi Lease terms}');
}

/** A Windows executable (MZ + PE header). */
export function exe(): Buffer {
  const bytes = Buffer.alloc(256);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

export const svg = () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
export const html = () => Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');

/** A Word 97-2003 file: a Compound File Binary header plus a directory naming the WordDocument stream. */
export function doc(withWordStream = true): Buffer {
  const bytes = Buffer.alloc(2048);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
  Buffer.from(withWordStream ? 'WordDocument' : 'SummaryInfo!', 'utf16le').copy(bytes, 1024);
  return bytes;
}

/** A minimal DOCX: a stored (uncompressed) zip with [Content_Types].xml and word/document.xml. */
export function docx(): Buffer {
  return zip([
    [
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    ['word/document.xml', '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>'],
  ]);
}

/** A plain zip archive (not an Office file). */
export function plainZip(): Buffer {
  return zip([['notes.txt', 'hello']]);
}

function zip(entries: Array<[string, string]>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(content);
    const crc = crc32(data);
    const local = zipRecord(30, [[32, 0, 0x04034b50], [16, 4, 20], [32, 14, crc], [32, 18, data.length], [32, 22, data.length], [16, 26, nameBytes.length]]);
    const central = zipRecord(46, [
      [32, 0, 0x02014b50],
      [16, 4, 20],
      [16, 6, 20],
      [32, 16, crc],
      [32, 20, data.length],
      [32, 24, data.length],
      [16, 28, nameBytes.length],
      [32, 42, offset],
    ]);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = zipRecord(22, [[32, 0, 0x06054b50], [16, 8, entries.length], [16, 10, entries.length], [32, 12, centralSize], [32, 16, offset]]);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** A zip header record: `size` bytes with little-endian fields [bits, offset, value]; the rest stays zero. */
function zipRecord(size: number, fields: Array<[16 | 32, number, number]>): Buffer {
  const record = Buffer.alloc(size);
  for (const [bits, offset, value] of fields) {
    if (bits === 16) record.writeUInt16LE(value, offset);
    else record.writeUInt32LE(value, offset);
  }
  return record;
}

/** Bytes i % 251: a prime period, so every 256 KiB chunk differs from the others. */
export function patterned(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = i % 251;
  return bytes;
}

function padded(head: number[], size: number): Buffer {
  const bytes = Buffer.alloc(Math.max(size, head.length));
  Buffer.from(head).copy(bytes, 0);
  return bytes;
}
