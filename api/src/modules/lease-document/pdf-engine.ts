// The PDF engine: pdfmake (declarative layout on PDFKit: tables, wrapping, page breaks, subset TrueType fonts with
// ToUnicode maps, so the text reads back) with the DejaVu fonts of the `dejavu-fonts-ttf` package, read once from
// node_modules and never fetched. DejaVu Sans has every glyph French and the amounts need (é, «, U+00A0, U+202F),
// which pdfmake's bundled Roboto lacks (no U+202F). Nothing else is read: pdfmake's URL and local-file access are
// refused, and the creation date comes from the document definition, so the same definition gives the same bytes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';

const require = createRequire(import.meta.url);

/** The font files the document uses, by the name pdfmake's virtual file system gives them. */
export const FONT_FILES = {
  'DejaVuSans.ttf': 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  'DejaVuSans-Bold.ttf': 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  'DejaVuSans-Oblique.ttf': 'dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf',
  'DejaVuSans-BoldOblique.ttf': 'dejavu-fonts-ttf/ttf/DejaVuSans-BoldOblique.ttf',
  'DejaVuSansMono.ttf': 'dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf',
} as const;

/** Where a font file of FONT_FILES lies on disk (tests open it to check its glyphs). */
export const fontPath = (name: keyof typeof FONT_FILES): string => require.resolve(FONT_FILES[name]);

interface VirtualFs {
  writeFileSync(name: string, content: Buffer): void;
}

// PDFKit parses a font file anew for every document (fontkit.create) and shapes every word anew (its layout cache
// lives and dies with the document): most of a document's cost. Both are pure functions of the font file: the
// parsed font is read-only to PDFKit (each document takes its own subset of it) and a word's shaped run is never
// changed once made (PDFKit copies a position before it spaces words). So one parse and one word cache per file
// serve every document: pdfmake's `provideFont` is wrapped to hand each document a fresh PDFKit font over the
// parsed file and the shared cache, registered as PDFKit registers it (same id, same key, same order). The bytes
// are those of a first parse (the determinism test renders a document, others, then the first again).
const LAYOUT_CACHE_WORDS = 20_000;
interface EmbeddedFont {
  font: unknown;
  name: string;
  layoutCache?: Record<string, unknown>;
}
type EmbeddedFontClass = new (document: unknown, font: unknown, id: string) => EmbeddedFont;
interface PdfmakeDocument {
  fonts: Record<string, Record<string, unknown>>;
  fontCache: Record<string, Record<string, EmbeddedFont>>;
  _fontCount: number;
  _fontFamilies: Record<string, EmbeddedFont>;
  getFontType(bold: boolean, italics: boolean): string;
  provideFont(familyName: string, bold: boolean, italics: boolean): EmbeddedFont;
}
function parseFontsOnce(): void {
  const proto = (require('pdfmake/js/PDFDocument.js') as { default: { prototype: PdfmakeDocument } }).default.prototype;
  const provideFont = proto.provideFont;
  const parsed = new Map<unknown, { Font: EmbeddedFontClass; font: unknown; words: Record<string, unknown> }>();
  const wordsOf = (known: { words: Record<string, unknown> }) => {
    // Bounded: free text (names, additional terms) brings new words; past the limit the cache starts over.
    if (Object.keys(known.words).length > LAYOUT_CACHE_WORDS) known.words = Object.create(null) as Record<string, unknown>;
    return known.words;
  };
  proto.provideFont = function (this: PdfmakeDocument, familyName, bold, italics) {
    const type = this.getFontType(bold, italics);
    const file = this.fonts[familyName]?.[type];
    const known = parsed.get(file);
    if (this.fontCache[familyName]?.[type] || !known) {
      const font = provideFont.call(this, familyName, bold, italics);
      if (!known && typeof file === 'string' && font.layoutCache) parsed.set(file, { Font: font.constructor as EmbeddedFontClass, font: font.font, words: font.layoutCache });
      return font;
    }
    const id = `F${++this._fontCount}`;
    // As PDFKit does: a file the document already embeds (the same file under another style) is that font.
    const font = Object.values(this._fontFamilies).find((embedded) => embedded.font === known.font) ?? new known.Font(this, known.font, id);
    font.layoutCache = wordsOf(known);
    this._fontFamilies[font.name] ??= font;
    (this.fontCache[familyName] ??= {})[type] = font;
    return font;
  };
}

let ready = false;
function setUp(): void {
  if (ready) return;
  parseFontsOnce();
  const vfs = (pdfmake as unknown as { virtualfs: VirtualFs }).virtualfs;
  for (const name of Object.keys(FONT_FILES) as Array<keyof typeof FONT_FILES>) vfs.writeFileSync(name, readFileSync(fontPath(name)));
  pdfmake.setFonts({
    DejaVuSans: { normal: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf', italics: 'DejaVuSans-Oblique.ttf', bolditalics: 'DejaVuSans-BoldOblique.ttf' },
    DejaVuSansMono: { normal: 'DejaVuSansMono.ttf', bold: 'DejaVuSansMono.ttf', italics: 'DejaVuSansMono.ttf', bolditalics: 'DejaVuSansMono.ttf' },
  });
  // Fonts come from the virtual file system above; a document never reaches the network or the disk.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  ready = true;
}

/** The PDF of a document definition. Its `info.creationDate` must be set: it seeds the file id, so bytes repeat. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Uint8Array> {
  setUp();
  const buffer = await pdfmake.createPdf(definition).getBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
