// The layout: turns the document's parts (plain sections of blocks) into a pdfmake definition. Letter pages, the
// lease number and page count in every footer, headings kept with what follows them.
import type { Content, CustomTableLayout, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { Block, DocumentPart } from './lease-document.content.js';

const INK = '#1f2421';
const MUTED = '#5b625e';
const NOTICE_FILL = '#f4efe4';
const RULE = '#d8d4cb';

/** Rows of label and value with a hairline between them, none around. */
const FACTS_LAYOUT: CustomTableLayout = {
  hLineWidth: (line, node) => (line === 0 || line === node.table.body.length ? 0 : 0.5),
  vLineWidth: () => 0,
  hLineColor: () => RULE,
  paddingLeft: (column) => (column === 0 ? 0 : 8),
  paddingRight: () => 4,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

export interface LayoutInput {
  title: string;
  /** Lines under the title (the lease number and province, the day it was prepared). */
  subtitle: string[];
  parts: DocumentPart[];
  /** Pages appended after the parts (the signature page of a sealed copy). */
  appendix?: Content[];
  footer: (page: number, pages: number) => string;
  /** BCP 47 tag of the document's first language (PDF /Lang, read by screen readers). */
  language: string;
  createdAt: Date;
  subject: string;
}

export function blockContent(block: Block): Content {
  switch (block.kind) {
    case 'text':
      return { text: block.text, margin: [0, 0, 0, 6] };
    case 'label':
      return { text: block.text, bold: true, margin: [0, 2, 0, 2] };
    case 'notice':
      return {
        table: { widths: ['*'], body: [[{ text: block.text, margin: [6, 5, 6, 5] }]] },
        layout: { fillColor: () => NOTICE_FILL, hLineColor: () => '#c9b88f', vLineColor: () => '#c9b88f', hLineWidth: () => 0.75, vLineWidth: () => 0.75 },
        unbreakable: true,
        margin: [0, 2, 0, 8],
      };
    case 'facts':
      return {
        table: { widths: [150, '*'], body: block.rows.map(([label, value]) => [{ text: label, bold: true }, { text: value }]) },
        layout: FACTS_LAYOUT,
        // A few rows of facts read together: the table moves to the next page rather than split.
        unbreakable: true,
        margin: [0, 0, 0, 8],
      };
  }
}

function partContent(part: DocumentPart, index: number): Content[] {
  return [
    ...part.preamble.map((block, blockIndex) => (index > 0 && blockIndex === 0 ? { stack: [blockContent(block)], pageBreak: 'before' as const } : blockContent(block))),
    ...part.sections.flatMap((section): Content[] => [
      { text: section.label ? `${section.label}. ${section.title}` : section.title, style: 'heading', headlineLevel: 1 },
      ...section.blocks.map(blockContent),
    ]),
  ];
}

export function documentDefinition(input: LayoutInput): TDocumentDefinitions {
  return {
    pageSize: 'LETTER',
    pageMargins: [54, 54, 54, 60],
    language: input.language,
    info: { title: input.title, subject: input.subject, author: 'Hearth', creator: 'Hearth', producer: 'Hearth', creationDate: input.createdAt, modDate: input.createdAt },
    defaultStyle: { font: 'DejaVuSans', fontSize: 9.5, lineHeight: 1.2, color: INK },
    styles: {
      title: { fontSize: 17, bold: true, margin: [0, 0, 0, 4] },
      subtitle: { fontSize: 10, color: MUTED },
      heading: { fontSize: 11.5, bold: true, margin: [0, 10, 0, 5] },
      mono: { font: 'DejaVuSansMono', fontSize: 8.5 },
    },
    footer: (page: number, pages: number) => ({ text: input.footer(page, pages), alignment: 'center', fontSize: 8, color: MUTED, margin: [54, 24, 54, 0] }),
    // A heading never ends a page: it moves to the next one with the text it introduces.
    pageBreakBefore: (node, following) => node.headlineLevel === 1 && following.getFollowingNodesOnPage().length === 0,
    content: [
      { text: input.title, style: 'title' },
      ...input.subtitle.map((line): Content => ({ text: line, style: 'subtitle' })),
      { text: '', margin: [0, 0, 0, 10] },
      ...input.parts.flatMap(partContent),
      ...(input.appendix ?? []),
    ],
  };
}
