import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF, all pages joined (tests read what a document says). A copy is parsed: pdf.js detaches its input. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}
