import { expect, waitFor } from 'storybook/test';

/** The phones the issue was measured on: a common phone (390 × 844) and the narrowest we serve (320 × 568). */
const PHONES = {
  phone390: { name: 'Phone 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  phone320: { name: 'Phone 320 × 568', styles: { width: '320px', height: '568px' }, type: 'mobile' },
} as const;

/**
 * Story settings that render the story in a phone-sized window (the vitest run sizes its browser from them, the
 * Storybook toolbar shows the same viewport).
 */
export function atPhone(width: 390 | 320 = 390) {
  return {
    globals: { viewport: { value: `phone${width}`, isRotated: false } },
    parameters: { viewport: { options: PHONES } },
  };
}

/** The smallest tap target we accept (WCAG 2.5.5). */
export const MIN_TAP_PX = 44;

/** The control is wholly inside the window, and what is drawn at its middle is the control itself (nothing over it). */
export async function expectDrawnOnTop(control: Element) {
  const box = control.getBoundingClientRect();
  const name = control.textContent?.trim();
  await expect({ name, top: box.top >= 0, left: box.left >= 0, bottom: box.bottom <= window.innerHeight, right: box.right <= window.innerWidth }).toEqual({
    name,
    top: true,
    left: true,
    bottom: true,
    right: true,
  });
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  await expect(hit && control.contains(hit), `"${name}" is drawn on top at its middle`).toBe(true);
}

/** The control is on screen without scrolling (expectDrawnOnTop) and at least 44 × 44 px. */
export async function expectOnScreen(control: Element) {
  await expectDrawnOnTop(control);
  const box = control.getBoundingClientRect();
  const name = control.textContent?.trim();
  await expect(Math.round(box.height), `height of "${name}"`).toBeGreaterThanOrEqual(MIN_TAP_PX);
  await expect(Math.round(box.width), `width of "${name}"`).toBeGreaterThanOrEqual(MIN_TAP_PX);
}

/**
 * An overview page (dashboard, admin) on a phone: its counters one line of small pills, its tabs one row (that
 * scrolls sideways), each tab a full tap target high, and the page itself no wider than the window.
 */
export async function expectOverviewFitsPhone(root: HTMLElement) {
  const tabs = [...root.querySelectorAll('[role="tab"]')];
  await expect(tabs.length).toBeGreaterThan(1);
  await expect(new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top))).size, 'rows of tabs').toBe(1);
  for (const tab of tabs) await expect(tab.getBoundingClientRect().height, `height of tab "${tab.textContent}"`).toBeGreaterThanOrEqual(MIN_TAP_PX);
  const counters = [...root.querySelectorAll('dl > div')].filter((item) => item.querySelector('dt'));
  await expect(counters.length).toBeGreaterThan(0);
  await expect(new Set(counters.map((item) => Math.round(item.getBoundingClientRect().top))).size, 'rows of counters').toBe(1);
  for (const item of counters) await expect(item.getBoundingClientRect().height, 'a counter is a small pill').toBeLessThan(MIN_TAP_PX);
  await expect(document.documentElement.scrollWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(window.innerWidth);
}

/** No text of `root` is cut: nothing that hides its overflow (an ellipsis, a clipped label) holds more than it shows. */
export async function expectNoTextCut(root: Element) {
  const cut = [...root.querySelectorAll<HTMLElement>('*')]
    .filter((element) => element.checkVisibility() && element.childElementCount === 0 && element.textContent?.trim())
    .filter((element) => ['hidden', 'clip'].includes(getComputedStyle(element).overflowX) && element.scrollWidth > element.clientWidth + 1)
    .map((element) => element.textContent!.trim());
  await expect(cut, 'texts cut off').toEqual([]);
}

/**
 * The dialog is drawn as it stays, to be measured: react-aria first mounts a modal hidden (opacity 0, before it has
 * `data-entering`) until a phone's keyboard could have opened, then reveals it with its opening animation (a slight
 * zoom). Waiting for no `data-entering` alone passed in that first moment on a busy machine.
 */
export const dialogSettled = (dialog: Element) =>
  waitFor(() => {
    expect(dialog).toBeVisible();
    expect(dialog.ownerDocument.querySelector('[data-entering]')).toBeNull();
  });

/** Every button and link of an open dialog (its close button too) is at least 44 × 44 px: checked on a phone. */
export async function expectDialogTapTargets(dialog: Element) {
  const small = [...dialog.querySelectorAll<HTMLElement>('button, a[href], [role="button"]')]
    .filter((control) => control.checkVisibility() && !control.closest('[aria-hidden="true"]'))
    .map((control) => ({ name: control.getAttribute('aria-label') ?? control.textContent?.trim(), box: control.getBoundingClientRect() }))
    .filter(({ box }) => Math.round(box.height) < MIN_TAP_PX || Math.round(box.width) < MIN_TAP_PX)
    .map(({ name, box }) => `"${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
  await expect(small, 'dialog controls under 44 × 44 px').toEqual([]);
}
