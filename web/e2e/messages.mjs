// The app's own texts in a locale, for the e2e scripts: read from the repo's catalogs (the web modules' and the
// shell's .po files, the API's, the design system's strings table), so a changed translation cannot desync a test.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { ENGLISH_STRINGS, FRENCH_STRINGS } from '@hearth/design-system';

export const LOCALES = ['en-CA', 'fr-CA'];

const web = fileURLToPath(new URL('../src/', import.meta.url));
const po = formatter();

/**
 * Where each catalog's French lives: `app`, `api`, and every web module's by its folder (a module may keep a part's
 * messages apart, as `property/PropertyCard` does for the first render).
 */
function catalogFiles() {
  const files = { app: `${web}app/locales/fr-CA.po`, api: fileURLToPath(new URL('../../api/src/common/locales/fr-CA.po', import.meta.url)) };
  for (const entry of readdirSync(`${web}modules`, { recursive: true })) {
    const path = String(entry);
    if (path.endsWith('/locales/fr-CA.po')) files[path.slice(0, -'/locales/fr-CA.po'.length)] = `${web}modules/${path}`;
  }
  return files;
}

// A message with a context is keyed as Lingui keys it: context, U+0004, English.
const keyOf = (message, context) => (context ? `${context}\u0004${message}` : message);

/** English key -> [{ from, french }]: one entry per catalog that has the message. */
function loadCatalogs() {
  const messages = new Map();
  const add = (from, key, french) => messages.set(key, [...(messages.get(key) ?? []), { from, french }]);
  for (const [from, file] of Object.entries(catalogFiles())) {
    for (const [id, entry] of Object.entries(po.parse(readFileSync(file, 'utf8')))) add(from, keyOf(entry.message ?? id, entry.context), entry.translation);
  }
  // The design system's own words (functions are templates with arguments: not looked up by their English).
  for (const [name, english] of Object.entries(ENGLISH_STRINGS)) if (typeof english === 'string') add('design-system', english, FRENCH_STRINGS[name]);
  return messages;
}

let catalogs;

/**
 * `text('Sign In')`, `text('Share {title}', { title })`, `text({ message: 'Any', context: 'bedrooms' })`: the English
 * in en-CA, its French in fr-CA, ICU placeholders and plurals formatted for the locale. Throws when no catalog has
 * the English (a typo, or a text the app no longer shows), when it has no French, or when catalogs translate it
 * differently and `{ from: 'chat' }` does not say which one the page shows.
 */
export function textsFor(locale) {
  if (!LOCALES.includes(locale)) throw new Error(`no such locale: ${locale}`);
  catalogs ??= loadCatalogs();
  // Messages are ICU sources here: compiled when used, whatever NODE_ENV says.
  const i18n = setupI18n({ locale, messages: { [locale]: {} } });
  i18n.setMessagesCompiler(compileMessage);
  return function text(source, values, { from } = {}) {
    const { message, context } = typeof source === 'string' ? { message: source } : source;
    const key = keyOf(message, context);
    const found = (catalogs.get(key) ?? []).filter((entry) => !from || entry.from === from);
    if (!found.length) throw new Error(`no catalog${from ? ` '${from}'` : ''} has the text ${JSON.stringify(key)}`);
    const frenches = [...new Set(found.map((entry) => entry.french))];
    if (frenches.length > 1) throw new Error(`${JSON.stringify(key)} is translated differently in ${found.map((e) => `${e.from} (${JSON.stringify(e.french)})`).join(', ')}: pass { from }`);
    if (locale === 'fr-CA' && !frenches[0]) throw new Error(`${JSON.stringify(key)} has no French in ${found.map((e) => e.from).join(', ')}`);
    return i18n._({ id: key, message: locale === 'fr-CA' ? frenches[0] : message, values });
  };
}

/**
 * The texts of the other language that this one writes differently: plain messages whole, and of a message with
 * placeholders its words between them when they are three or more ('would like to view'). Shown on a page in
 * `locale`, one of them is a missed translation (French pages fall back to the English) or a stray.
 */
export function foreignTexts(locale) {
  catalogs ??= loadCatalogs();
  const english = new Set();
  const french = new Set();
  for (const [key, entries] of catalogs) {
    english.add(key.split('\u0004').at(-1));
    for (const entry of entries) if (entry.french) french.add(entry.french);
  }
  const [own, other] = locale === 'fr-CA' ? [french, english] : [english, french];
  const ownText = [...own].join('\n');
  const texts = new Set();
  for (const text of other) {
    if (!/[{}]/.test(text)) {
      if (!own.has(text)) texts.add(text);
      continue;
    }
    // Plurals and selects nest text in braces: only simple placeholders are cut out.
    if (/\{\w+,/.test(text)) continue;
    for (const part of text.split(/\{\w+\}/).map((p) => p.trim())) {
      if (part.split(/\s+/).length >= 3 && !ownText.includes(part)) texts.add(part);
    }
  }
  return [...texts];
}
