import { ENGLISH_STRINGS } from '@hearth/design-system';
import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { CATALOG_MODULES } from './module-catalogs';
import specTexts from './spec-texts.json';

// The original client's quoted English texts (spec-texts.json: every one that is a whole message of the app, the
// toasts, titles, labels and validation messages of docs/product.md#screens-and-routes and
// docs/product.md#error-catalogue, copied once) must stay the app's English, byte for byte: a translation pass that
// rewords one fails here.
const plainText = (message: unknown) =>
  typeof message === 'string' ? message : Array.isArray(message) && message.every((part) => typeof part === 'string') ? message.join('') : undefined;

describe("the spec's English texts", () => {
  it('are each, exactly, an English message of the app (web, API or design system)', async () => {
    const english = await createI18n('en-CA', CATALOG_MODULES);
    const messages = new Set([...Object.values(english.messages).map(plainText), ...Object.values(ENGLISH_STRINGS)]);
    expect(specTexts.length).toBeGreaterThan(100);
    expect(specTexts.filter((text) => !messages.has(text))).toEqual([]);
  });
});
