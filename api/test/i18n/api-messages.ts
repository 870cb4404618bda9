import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { z } from 'zod';
import * as contracts from '../../src/contracts/index.js';

/**
 * Every message the API can send, collected from the code itself (not from marks someone must remember):
 *
 * - statically, with the TypeScript checker, every text in a place typed `MessageSource` (DomainError's message,
 *   `say`, `translate`, field issues, the framework error table) and the first argument of each `icu(...)`; a
 *   constant counts by its literal type, so `throw new DomainError('NOT_FOUND', PROPERTY_NOT_FOUND)` is found
 *   wherever the constant lives. A text of plain `string` type there cannot be known ahead: it is reported, and
 *   must become a literal or an `icu(...)` message (the few known pass-throughs are listed below, with why);
 * - statically, every literal message given to zod (`.min(1, '...')`, `{ error: '...' }`, `{ message: '...' }`);
 * - at run time, every message the contract schemas carry (messages built by helpers such as
 *   `wholeNumber('Bedrooms')`), and the contracts' exported `*_MESSAGE` texts (used inside refinements).
 */
const API = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SRC = join(API, 'src');

/** Where a `string` reaches a message on purpose, and why that is safe. */
const PASS_THROUGH: Record<string, string> = {
  'common/domain-error.ts: issue.message': "zod's issue messages: the contract messages collected below",
  'modules/notification/notification-text.ts: id': "a stored notification's title or message: written through notificationText's MessageSource parameters (collected there)",
  'rest/error-handler.ts: error.message': "Fastify's schema-validation text; no route declares a JSON schema, so it is never sent",
};

const VALUE_METHODS = new Set(['literal', 'default', 'prefault', 'catch', 'enum', 'startsWith', 'endsWith', 'includes']);
const PRODUCTION = /(\.test\.ts|\.test-[^/]*\.ts|fixtures[^/]*\.ts|test-helpers[^/]*\.ts|\.d\.ts)$/;
const SKIPPED_FOLDERS = new Set(['db/migrations', 'db/seeders', 'cli', 'common/locales']);

function productionFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(relative(SRC, path)) ? [] : productionFiles(path);
    return entry.name.endsWith('.ts') && !PRODUCTION.test(entry.name) ? [path] : [];
  });
}

export interface CollectedMessages {
  /** English source text (the catalog id) → where it was found. */
  messages: Map<string, string[]>;
  /** Places where a text that cannot be known ahead reaches a message. */
  unresolved: string[];
}

export function collectApiMessages(): CollectedMessages {
  const messages = new Map<string, string[]>();
  const unresolved: string[] = [];
  const add = (text: string, origin: string) => messages.set(text, [...(messages.get(text) ?? []), origin]);

  const { config } = ts.readConfigFile(join(API, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, API);
  const files = productionFiles(SRC);
  const program = ts.createProgram(files, { ...options, noEmit: true });
  const checker = program.getTypeChecker();

  const literals = (type: ts.Type): string[] | null => {
    if (type.isStringLiteral()) return [type.value];
    if (type.isUnion() && type.types.every((member) => member.isStringLiteral())) return type.types.map((member) => (member as ts.StringLiteralType).value);
    return null;
  };
  const isMessageType = (type: ts.Type | undefined): boolean => {
    if (!type) return false;
    if (type.aliasSymbol?.name === 'MessageSource' || type.symbol?.name === 'Message') return true;
    return type.isUnion() && type.types.some((member) => member.symbol?.name === 'Message');
  };
  const fromZod = (call: ts.CallExpression | ts.NewExpression): boolean => {
    const declaration = checker.getResolvedSignature(call)?.getDeclaration();
    return declaration?.getSourceFile().fileName.includes('/node_modules/zod/') ?? false;
  };

  for (const file of files) {
    const source = program.getSourceFile(file)!;
    const where = (node: ts.Node) => `${relative(SRC, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

    /** A text in a MessageSource place: literal(s) are messages; a `string` must be a known pass-through. */
    const message = (node: ts.Expression): void => {
      if (ts.isParenthesizedExpression(node)) return message(node.expression);
      if (ts.isConditionalExpression(node)) return (message(node.whenTrue), message(node.whenFalse));
      if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) return (message(node.left), message(node.right));
      const type = checker.getTypeAtLocation(node);
      if ((type.getFlags() & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)) !== 0) return;
      const texts = literals(type);
      if (texts) return texts.forEach((text) => add(text, where(node)));
      if (isMessageType(type) || (type.getFlags() & ts.TypeFlags.Object) !== 0) return; // an icu(...) message, found at its call
      const key = `${relative(SRC, file)}: ${node.getText(source)}`;
      if (!PASS_THROUGH[key]) unresolved.push(`${where(node)}: ${node.getText(source)}`);
    };

    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'icu') {
        const [id] = node.arguments;
        const texts = id && literals(checker.getTypeAtLocation(id));
        if (texts) texts.forEach((text) => add(text, where(node)));
        else unresolved.push(`${where(node)}: icu() needs a literal message`);
      } else if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && node.arguments) {
        const zod = fromZod(node);
        // Values, not messages, in z.literal('lease-agreement'), .default('newest'): only their { error } counts.
        const values = ts.isPropertyAccessExpression(node.expression) && VALUE_METHODS.has(node.expression.name.text);
        for (const argument of node.arguments) {
          if (zod && !(values && ts.isStringLiteralLike(argument))) zodMessages(argument);
          else if (isMessageType(checker.getContextualType(argument))) message(argument);
        }
      } else if (ts.isReturnStatement(node) && node.expression && isMessageType(checker.getContextualType(node.expression))) {
        message(node.expression);
      } else if (
        (ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node)) &&
        node.initializer &&
        isMessageType(checker.getContextualType(node.initializer))
      ) {
        message(node.initializer);
      } else if ((ts.isArrayLiteralExpression(node)) && isMessageType(checker.getContextualType(node))) {
        node.elements.forEach((element) => message(element));
      }
      if (ts.isArrayLiteralExpression(node)) {
        for (const element of node.elements) if (isMessageType(checker.getContextualType(element))) message(element);
      }
      ts.forEachChild(node, visit);
    };

    /** A zod parameter: a literal message, or an object with `error` / `message`. Built texts are found at run time. */
    const zodMessages = (argument: ts.Expression): void => {
      if (ts.isStringLiteralLike(argument)) {
        add(argument.text, where(argument));
        return;
      }
      if (!ts.isObjectLiteralExpression(argument)) return;
      for (const property of argument.properties) {
        if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
        if (property.name.text !== 'error' && property.name.text !== 'message') continue;
        const texts = literals(checker.getTypeAtLocation(property.initializer));
        texts?.forEach((text) => add(text, where(property)));
      }
    };

    visit(source);
  }

  for (const [name, value] of Object.entries(contracts)) {
    if (name.endsWith('_MESSAGE') && typeof value === 'string') add(value, `contracts: ${name}`);
    for (const text of schemaMessages(value)) add(text, `contracts: ${name}`);
    if (typeof value === 'function' && name.endsWith('Schema')) {
      for (const text of schemaMessages((value as (today: string) => unknown)('2026-01-01'))) add(text, `contracts: ${name}()`);
    }
  }
  return { messages, unresolved };
}

/** The messages a zod schema carries (custom `error`s of its types and checks), through every nested schema. */
function schemaMessages(root: unknown): string[] {
  const found: string[] = [];
  const seen = new Set<unknown>();
  const walk = (value: unknown): void => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const def = (value as Partial<z.ZodType>)._zod?.def as Record<string, unknown> | undefined;
    if (!def) return;
    if (typeof def.error === 'function') {
      const text = (def.error as (issue: object) => unknown)({});
      if (typeof text === 'string') found.push(text);
    }
    for (const child of Object.values(def)) {
      if (Array.isArray(child)) child.forEach(walk);
      else if (child && typeof child === 'object') {
        if ('_zod' in child) walk(child);
        else Object.values(child).forEach(walk);
      }
    }
  };
  walk(root);
  return found;
}
