import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Canvas } from './play';

/** The content width of a 320 px phone: the page keeps 16 px on each side. */
export const PHONE_CONTENT_WIDTH = 288;

/** A phone-wide column, given the way the web app's grids give it (a `minmax(0, 1fr)` track). */
export function PhoneColumn({ children }: { children: ReactNode }) {
  return (
    <div data-testid="phone" style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', width: PHONE_CONTENT_WIDTH }}>
      {children}
    </div>
  );
}

/**
 * Story settings that show the story in a `PhoneColumn` and play `expectFitsColumn` on it, then `check` for
 * what the component itself does on a phone.
 */
export function onAPhone(check?: (canvas: Canvas) => Promise<void>) {
  const inPhoneColumn: Decorator = (Story) => (
    <PhoneColumn>
      <Story />
    </PhoneColumn>
  );
  return {
    decorators: [inPhoneColumn],
    play: async ({ canvas }: { canvas: Canvas }) => {
      await expectFitsColumn(canvas.getByTestId('phone'));
      await check?.(canvas);
    },
  };
}

const scrolls = (el: Element) => /auto|scroll/.test(getComputedStyle(el).overflowX);

/** Text runs past the element's own box (an ellipsis is a wanted cut). */
function textSticksOut(el: Element) {
  const style = getComputedStyle(el);
  return el instanceof HTMLElement && style.display !== 'inline' && style.textOverflow !== 'ellipsis' && !scrolls(el) && el.scrollWidth > el.clientWidth + 1;
}

/**
 * Nothing drawn in `column` reaches past its sides, and no text past its own box: on a phone it would widen the
 * page or be cut off. What a sideways scroller holds is exempt (it is reached by scrolling), and so are 1 px
 * visually hidden inputs.
 */
export async function expectFitsColumn(column: HTMLElement) {
  const { left, right } = column.getBoundingClientRect();
  const scrolled = (el: Element) => [...ancestorsWithin(el, column)].some(scrolls);
  const outside = [column, ...column.querySelectorAll('*')].filter((el) => {
    const box = el.getBoundingClientRect();
    return box.width > 1 && (box.left < left - 1 || box.right > right + 1 || textSticksOut(el)) && !scrolled(el);
  });
  await expect(outside.map((el) => `${el.tagName.toLowerCase()} "${el.textContent?.slice(0, 30)}"`)).toEqual([]);
}

function* ancestorsWithin(el: Element, root: Element) {
  for (let parent = el.parentElement; parent && parent !== root; parent = parent.parentElement) yield parent;
}
