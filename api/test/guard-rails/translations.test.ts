import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { formatter } from '@lingui/format-po';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogId, translate } from '../../src/common/i18n.js';
import { messages as compiledEn } from '../../src/common/locales/en-CA.js';
import { messages as compiledFr } from '../../src/common/locales/fr-CA.js';
import { collectApiMessages, type CollectedMessages } from '../i18n/api-messages.js';

// Every message the API can send must have its fr-CA translation. The messages come from the code itself
// (test/i18n/api-messages.ts says how), so a new `throw new DomainError(...)` or zod message without French fails here.
const LOCALES = join(dirname(fileURLToPath(import.meta.url)), '../../src/common/locales');

type Catalog = Record<string, { message?: string; translation?: string }>;
async function readCatalog(locale: string): Promise<Catalog> {
  const filename = join(LOCALES, `${locale}.po`);
  return (await formatter().parse(readFileSync(filename, 'utf8'), { locale, sourceLocale: 'en-CA', filename })) as Catalog;
}

/** A .po block to paste into fr-CA.po (msgstr to write) and en-CA.po (msgstr left empty). */
const poEntries = (messages: string[]) =>
  messages.map((message) => `msgid ${JSON.stringify(message)}\nmsgstr ""`).join('\n\n');

let collected: CollectedMessages;
let en: Catalog;
let fr: Catalog;
beforeAll(async () => {
  collected = collectApiMessages();
  [en, fr] = await Promise.all([readCatalog('en-CA'), readCatalog('fr-CA')]);
}, 120_000);

describe('API message catalogs', () => {
  it('finds the messages the API sends (a sample of each source)', () => {
    const messages = [...collected.messages.keys()];
    expect(messages).toEqual(
      expect.arrayContaining([
        'Authentication required', // DomainError literal
        'Property not found', // DomainError constant from another file
        'Too many requests. Please try again in {minutes, plural, one {# minute} other {# minutes}}.', // icu()
        'Bedrooms must be a whole number', // zod message built by a contract helper (run time)
        'Please enter a valid date (YYYY-MM-DD).', // contract *_MESSAGE used in a refinement
        'Token name is required', // zod message outside the contracts
        'Unsupported content type. Send application/json.', // framework error table
        'Reset your Hearth password', // email subject
      ]),
    );
    expect(messages.length).toBeGreaterThan(200);
  });

  it('can see every message: none is built from a string it cannot know ahead (use a literal or icu())', () => {
    expect(collected.unresolved).toEqual([]);
  });

  it('has the French of every message the API can send (fr-CA.po), and each message in en-CA.po', () => {
    const noFrench = [...collected.messages.keys()].filter((message) => !fr[catalogId(message)]?.translation);
    const notInEnglish = [...collected.messages.keys()].filter((message) => !en[catalogId(message)]);
    expect(noFrench, `add to api/src/common/locales/fr-CA.po, then npm run i18n:compile -w @hearth/api:\n\n${poEntries(noFrench)}\n`).toEqual([]);
    expect(notInEnglish, `add to api/src/common/locales/en-CA.po:\n\n${poEntries(notInEnglish)}\n`).toEqual([]);
  });

  it('compiles to the catalogs the API loads (npm run i18n:compile -w @hearth/api after editing a .po)', () => {
    const compile = (catalog: Catalog, useTranslation: boolean) =>
      Object.fromEntries(
        Object.entries(catalog).map(([id, entry]) => [id, compileMessage((useTranslation && entry.translation) || entry.message || id)]),
      );
    expect(compiledFr).toEqual(compile(fr, true));
    expect(compiledEn).toEqual(compile(en, false));
  });

  it('keeps English as the source: en-CA.po has no translations of its own', () => {
    expect(Object.values(en).filter((entry) => entry.translation)).toEqual([]);
  });

  it('writes French as the OQLF does: a no-break space before « : » and inside « », a narrow one before « ; ! ? »', () => {
    const badlySpaced = Object.values(fr)
      .map((entry) => entry.translation ?? '')
      .filter((text) => /( |\S)[:;!?](\s|$)/.test(text.replace(/https?:\/\/\S+/g, '')) || /« |«\S| »|\S»/.test(text) || / \$/.test(text));
    expect(badlySpaced).toEqual([]);
  });

  it('renders every French message with its values (placeholders match the English)', () => {
    for (const message of collected.messages.keys()) {
      // Argument names ({minutes}, {role, select, ...}); select branches ({Images}) start with a capital.
      const names = [...message.matchAll(/\{([a-z]\w*)(?=[,}])/g)].map(([, name]) => name!);
      const numbers = new Set(['minutes', 'hours', ...[...message.matchAll(/\{(\w+), (?:number|plural)/g)].map(([, name]) => name!)]);
      const values = Object.fromEntries(names.map((name) => [name, numbers.has(name) ? 2 : `<${name}>`]));
      const french = translate('fr-CA', { id: message, values });
      expect(french, message).not.toMatch(/[{}]/);
      for (const name of names) {
        if (!['role', 'status', 'from', 'to', 'kind', 'category'].includes(name) && !numbers.has(name)) expect(french, message).toContain(`<${name}>`);
      }
    }
  });
});
