// The text of a PDF, page by page, as a reader's copy-and-paste would give it (pdf.js through unpdf): tests read
// the words of the documents Hearth renders back out of the bytes.
import { inflateSync } from 'node:zlib';
import { extractText } from 'unpdf';

/** Each page's text; PDF.js may hand some spaces back as no-break spaces, so compare with `plain` where it matters. */
export async function pdfPages(pdf: Uint8Array): Promise<string[]> {
  // pdf.js takes the buffer over: hand it a copy, so the caller's bytes stay readable.
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: false });
  return text;
}

/** The whole text, pages joined by a line break. */
export const pdfText = async (pdf: Uint8Array): Promise<string> => (await pdfPages(pdf)).join('\n');

/** Text with line breaks and runs of spaces made single spaces (a sentence wrapped over two lines reads whole). */
export const flat = (text: string): string => text.replace(/[ \t\r\n]+/g, ' ');

/**
 * The code points the PDF's embedded fonts map glyphs to (their ToUnicode maps): what a reader's copy gives back,
 * no-break spaces included, which PDF.js's text turns into plain spaces.
 */
export function pdfCodePoints(pdf: Uint8Array): Set<number> {
  const raw = Buffer.from(pdf).toString('latin1');
  const found = new Set<number>();
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body: string;
    try {
      body = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      body = match[1];
    }
    if (!body.includes('beginbfrange')) continue;
    for (const entry of body.matchAll(/\[([^\]]*)\]/g)) for (const hex of entry[1].matchAll(/<([0-9a-f]{4})>/gi)) found.add(parseInt(hex[1], 16));
  }
  return found;
}
