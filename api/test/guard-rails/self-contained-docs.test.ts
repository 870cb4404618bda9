import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The repository explains itself: a comment or a doc cites docs/product.md (or another doc in docs/) for what the
// product does, never a section of the original client's spec, an issue number or a file outside the repository,
// which a newcomer cannot open. Every `docs/product.md#anchor` cited anywhere must exist there.

const root = fileURLToPath(new URL('../../../', import.meta.url));
const PRODUCT_DOC = 'docs/product.md';
const THIS_FILE = 'api/test/guard-rails/self-contained-docs.test.ts';

/** Code whose comments are read; docs and scripts whose whole text is read. */
const CODE = /\.(ts|tsx|mts|mjs|cjs|js)$/;
const PROSE = /\.(md|mdx|html|yml|yaml|graphql|sh)$|^\.ci\/run$/;
/** Written by tools (never by hand): codegen's hooks and types mirror schema descriptions, compiled catalogs. */
const GENERATED = /\.generated\.ts$|^web\/src\/generated\/|^schema\.graphql$|^api\/src\/common\/locales\/[^/]+\.ts$/;

const CITATIONS: Array<[RegExp, string]> = [
  [/\bspec(?:'s)?\s*§/i, 'a section of the original spec'],
  [/\bspec section/i, 'a section of the original spec'],
  [/(?<!\bRFC \d+ )§\s?\d/, 'a numbered section (of the spec or an issue)'],
  [/\bissues? #?\d+/i, 'an issue number'],
  [/\.\.\/shared\b|\/work\//, 'a path outside the repository'],
  [/\bARCHITECTURE\.md\b/, 'a design note outside the repository'],
];

/** The comments of a script, each with the line it starts on (string literals and schema descriptions are code). */
export function commentsOf(path: string, source: string): Array<{ line: number; text: string }> {
  const kind = path.endsWith('x') ? ts.ScriptKind.TSX : /\.(m|c)?js$/.test(path) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, false, kind);
  const found = new Map<number, string>();
  const visit = (node: ts.Node) => {
    for (const ranges of [ts.getLeadingCommentRanges(source, node.pos), ts.getTrailingCommentRanges(source, node.end)]) {
      for (const range of ranges ?? []) found.set(range.pos, source.slice(range.pos, range.end));
    }
    node.getChildren(file).forEach(visit);
  };
  visit(file);
  return [...found].map(([pos, text]) => ({ line: file.getLineAndCharacterOfPosition(pos).line + 1, text }));
}

/** Relative paths in `text` (a file at `path`) that climb out of the repository. */
function pathsOutside(path: string, text: string): string[] {
  const from = dirname(join(root, path));
  return [...text.matchAll(/(?:\.\.\/)+[\w.-]*/g)].map((match) => match[0]).filter((target) => relative(root, resolve(from, target)).startsWith('..'));
}

/** What `text` (the comments of code, the whole of a doc) cites that a reader of the repository cannot open. */
export function outsideCitations(path: string, text: string): string[] {
  const problems = CITATIONS.filter(([pattern]) => pattern.test(text)).map(([, what]) => what);
  return [...problems, ...pathsOutside(path, text).map((target) => `a path outside the repository (${target})`)];
}

/** The anchors docs/product.md defines: explicit `<a id>` and its headings' slugs. */
export function anchorsOf(markdown: string): Set<string> {
  const ids = [...markdown.matchAll(/<a id="([\w-]+)"><\/a>/g)].map((match) => match[1]!);
  const slugs = [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((match) =>
    match[1]!.toLowerCase().replace(/[^\p{L}\p{N} -]/gu, '').replace(/ /g, '-'),
  );
  return new Set([...ids, ...slugs]);
}

/** `product.md#anchor` citations in `text` whose anchor `anchors` lacks. */
export function missingAnchors(text: string, anchors: Set<string>): string[] {
  return [...text.matchAll(/product\.md#([\w-]+)/g)].map((match) => match[1]!).filter((anchor) => !anchors.has(anchor));
}

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((path) => (CODE.test(path) || PROSE.test(path)) && !GENERATED.test(path) && path !== THIS_FILE);
}

describe('docs and comments stand alone', () => {
  // The samples are assembled, so that this file itself cites nothing a scanner would flag.
  const spec = (n: number) => `spec ${'§'}${n}`;
  const issue = (n: number) => `${'issue'} ${n}`;
  const cite = (anchor: string) => `${PRODUCT_DOC}#${anchor}`;

  it('flags spec sections, issue numbers and paths outside the repository in comments, not in code', () => {
    const sample = [
      `/** Registration schema (${spec(5)}). */`,
      `// Viewings (${issue(15)}).`,
      `/* The design is ${'..'}/shared/notes.md. */`,
      `@InputType({ description: 'A new listing (${spec(5)}).' })`,
      `// Byte ranges (RFC 9110 ${'§'}14), see ${cite('validation-rules')}.`,
    ].join('\n');
    const flagged = commentsOf('api/src/sample.ts', sample).filter((comment) => outsideCitations('api/src/sample.ts', comment.text).length > 0);
    expect(flagged.map((comment) => comment.line)).toEqual([1, 2, 3]);
    expect(outsideCitations('docs/x.md', `From an application to a lease (${issue(16)}).`)).toEqual(['an issue number']);
    expect(outsideCitations('docs/x.md', `See [the notes](${'..'}/${'..'}/elsewhere.md).`)).toEqual([`a path outside the repository (${'..'}/${'..'}/elsewhere.md)`]);
    expect(outsideCitations('design-system/README.md', `See [constants](${'..'}/${cite('business-constants')}).`)).toEqual([]);
  });

  it('flags a cited anchor that docs/product.md does not define', () => {
    const anchors = anchorsOf('<a id="validation-rules"></a>\n## Validation rules\n### Saving favourites\n');
    expect(missingAnchors(`${cite('validation-rules')} ${cite('saving-favourites')} ${cite('nowhere')}`, anchors)).toEqual(['nowhere']);
  });

  it('holds for every tracked source, test, script, config and doc', () => {
    const anchors = anchorsOf(readFileSync(join(root, PRODUCT_DOC), 'utf8'));
    const files = trackedFiles();
    expect(files.length).toBeGreaterThan(500);
    const offenders: string[] = [];
    for (const path of files) {
      const source = readFileSync(join(root, path), 'utf8');
      if (outsideCitations(path, source).length === 0 && missingAnchors(source, anchors).length === 0) continue;
      const texts = CODE.test(path) ? commentsOf(path, source) : [{ line: 1, text: source }];
      for (const { line, text } of texts) {
        for (const problem of outsideCitations(path, text)) offenders.push(`${path}:${line}: ${problem}`);
      }
      for (const anchor of missingAnchors(source, anchors)) offenders.push(`${path}: ${PRODUCT_DOC}#${anchor} is not an anchor there`);
    }
    expect(offenders, `cite ${PRODUCT_DOC}#<anchor> (or another doc in docs/), or say the why in plain words`).toEqual([]);
  });
});
