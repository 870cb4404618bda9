import { expect } from 'storybook/test';

/** The phone widths every screen is checked at (docs/product.md: the phone first): the narrowest and a common one. */
const PHONE_VIEWPORTS = {
  phone320: { name: 'Phone, 320 px', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  phone390: { name: 'Phone, 390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' },
} as const;

/**
 * Story settings that render it in a phone-wide browser window (the Storybook toolbar's viewport; the browser tests
 * resize their page to it). Portalled dialogs are drawn at that width too.
 */
export function atPhoneWidth(width: 320 | 390) {
  return {
    globals: { viewport: { value: `phone${width}`, isRotated: false } },
    parameters: { viewport: { options: PHONE_VIEWPORTS } },
  };
}

const scrolls = (el: Element) => /auto|scroll/.test(getComputedStyle(el).overflowX);

/**
 * Nothing in `root` reaches past the window's sides, and no text past its own box (it would be cut off on the phone).
 * What a sideways scroller holds is exempt, and so are 1 px visually hidden inputs.
 */
export async function expectFitsWindow(root: Element) {
  await expect(window.innerWidth).toBeLessThanOrEqual(390);
  const inScroller = (el: Element) => {
    for (let parent = el.parentElement; parent && parent !== root; parent = parent.parentElement) if (scrolls(parent)) return true;
    return false;
  };
  const cut = [root, ...root.querySelectorAll('*')].filter((el) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const textSticksOut = el instanceof HTMLElement && style.display !== 'inline' && style.textOverflow !== 'ellipsis' && !scrolls(el) && el.scrollWidth > el.clientWidth + 1;
    return box.width > 1 && (box.left < -1 || box.right > window.innerWidth + 1 || textSticksOut) && !inScroller(el);
  });
  await expect(cut.map((el) => `${el.tagName.toLowerCase()} "${el.textContent?.slice(0, 40)}"`)).toEqual([]);
}
