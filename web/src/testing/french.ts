import { expect, screen, waitFor } from 'storybook/test';
import { createI18n } from '../app/create-i18n';
import { CATALOG_MODULES } from '../app/module-catalogs';

/** Plain text of a compiled message; none for messages with placeholders (their English is not one string). */
const plainText = (message: unknown) =>
  typeof message === 'string' ? message : Array.isArray(message) && message.every((part) => typeof part === 'string') ? message.join('') : undefined;

/** Words French writes as English does: shown on a French screen, they are not a miss. */
const SAME_IN_FRENCH = new Set([
  ...['Menu', 'Notifications (F8)', 'Notifications', 'Messages', 'Actions', 'Description', 'Province', 'Documents'],
  ...['Condo', 'Studio', 'Alberta', 'Ontario', 'Manitoba', 'Saskatchewan'],
  // A guideline's source (the admins' Rent guidelines tab).
  'Source',
  // French « Location » (renting: the footer's Marketplace column) is English 'Location' (a profile field).
  'Location',
]);

let englishMessages: Promise<string[]> | undefined;
/** Every English message of the app (a French screen showing one missed its translation, which falls back to it). */
function englishOnlyMessages(): Promise<string[]> {
  return (englishMessages ??= createI18n('en-CA', CATALOG_MODULES).then((en) =>
    Object.values(en.messages)
      .map(plainText)
      .filter((text): text is string => !!text && !SAME_IN_FRENCH.has(text)),
  ));
}

/**
 * What a person sees or hears of an element: its text nodes and its labelling attributes. Text marked
 * `translate="no"` (an email address: 'admin' before its '@') is in no language.
 */
function shownTexts(root: Element): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('[translate="no"]')) texts.push(node.textContent?.trim() ?? '');
  }
  for (const element of root.querySelectorAll('[aria-label], [placeholder], [alt], [title]'))
    for (const name of ['aria-label', 'placeholder', 'alt', 'title']) texts.push(element.getAttribute(name)?.trim() ?? '');
  return texts.filter(Boolean);
}

/** Fails when a French screen shows one of the app's English messages (a string that missed its translation). */
export async function expectNoEnglish(root: Element): Promise<void> {
  const english = await englishOnlyMessages();
  await waitFor(() => expect(root.textContent).not.toBe(''));
  const misses = shownTexts(root).filter((text) => english.some((message) => text === message || (message.includes(' ') && text.includes(message))));
  expect(misses, 'English texts on a fr-CA screen').toEqual([]);
}

/** The story in fr-CA (the toolbar's locale), checked for untranslated English; axe runs on it as on every story. */
export function inFrench<S extends object>(story: S): S & { play: (context: { canvasElement: HTMLElement }) => Promise<void> } {
  const { globals } = story as { globals?: Record<string, unknown> };
  return {
    ...story,
    globals: { ...globals, locale: 'fr-CA' },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await expectNoEnglish(canvasElement);
    },
  };
}

/**
 * A dialog's story in fr-CA: the dialog renders outside the canvas, so the check reads the dialog (named in French);
 * `then` goes on with it (fill, submit, look at the messages).
 */
export function inFrenchDialog<S extends { args?: object }>(
  story: S,
  dialogName: string,
  then?: (dialog: HTMLElement, args: NonNullable<S['args']>) => Promise<void>,
): S & { play: (context: { args: NonNullable<S['args']> }) => Promise<void> } {
  return {
    ...inFrench(story),
    play: async ({ args }: { args: NonNullable<S['args']> }) => {
      const dialog = await screen.findByRole('dialog', { name: dialogName });
      await expectNoEnglish(dialog);
      await then?.(dialog, args);
    },
  };
}
