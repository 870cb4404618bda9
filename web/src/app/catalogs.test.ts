import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';

// The catalogs against the code: every message the code uses is in its catalog with the code's English (the
// en-CA catalog is the source, so the spec's English cannot drift in a .po), and every one has its French.
const config = getConfig({ cwd: fileURLToPath(new URL('../..', import.meta.url)), skipValidation: true });
const catalogs = await getCatalogs(config);

describe.each(catalogs.map((catalog) => [catalog.path.replace(config.rootDir ?? '', ''), catalog] as const))('catalog %s', (_, catalog) => {
  it('holds exactly the messages of its code, in the code’s English, each with its French', { timeout: 60_000 }, async () => {
    const extracted = (await catalog.collect()) ?? {};
    const { 'en-CA': english = {}, 'fr-CA': french = {} } = await catalog.readAll();
    const source = Object.fromEntries(Object.entries(extracted).map(([id, m]) => [id, m.message ?? id]));
    const live = (messages: typeof english) => Object.keys(messages).filter((id) => !messages[id]!.obsolete);
    // `npm run i18n:extract` when this fails: a message was added, changed or removed in the code.
    expect(live(english).sort()).toEqual(Object.keys(source).sort());
    for (const id of live(english)) expect(english[id]!.translation || english[id]!.message, id).toBe(source[id]);
    const untranslated = Object.keys(source).filter((id) => !french[id]?.translation);
    expect(untranslated.map((id) => source[id]), 'messages without their French (fr-CA.po)').toEqual([]);
  });

  it('follows the OQLF in French: no-break spaces before : ; ! ? and inside « »', async () => {
    const { 'fr-CA': french = {} } = await catalog.readAll();
    const bad = Object.values(french)
      .map((m) => m.translation ?? '')
      .filter((text) => / [:;!?»]|« /.test(text.replace(/\{[^}]*\}/g, '')));
    expect(bad).toEqual([]);
  });
});

// Every catalog is loaded into one message table (app/i18n.ts): a message translated two ways shows whichever
// catalog loaded last. Say the same thing once, or give the messages a context.
it('gives each message one French across the catalogs', async () => {
  const translations = new Map<string, Set<string>>();
  for (const catalog of catalogs) {
    const { 'fr-CA': french = {} } = await catalog.readAll();
    for (const [id, m] of Object.entries(french)) {
      if (m.obsolete || !m.translation) continue;
      const key = `${m.context ? `${m.context} | ` : ''}${m.message ?? id}`;
      translations.set(key, new Set([...(translations.get(key) ?? []), m.translation]));
    }
  }
  // The API's catalog is loaded into the same table (the forms' contract messages).
  const apiPo = fileURLToPath(new URL('../../../api/src/common/locales/fr-CA.po', import.meta.url));
  const api = (await formatter().parse(readFileSync(apiPo, 'utf8'), { locale: 'fr-CA', sourceLocale: 'en-CA', filename: apiPo })) as Record<
    string,
    { message?: string; translation?: string }
  >;
  for (const [id, m] of Object.entries(api)) {
    if (!m.translation) continue;
    const key = m.message ?? id;
    translations.set(key, new Set([...(translations.get(key) ?? []), m.translation]));
  }
  const split = [...translations].filter(([, french]) => french.size > 1).map(([english, french]) => `${english} -> ${[...french].join(' / ')}`);
  expect(split).toEqual([]);
});
