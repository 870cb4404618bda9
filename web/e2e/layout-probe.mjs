/**
 * Runs inside the page (page.evaluate): what makes it scroll sideways. Returns a list of problems, empty when
 * the page fits: the document or body wider than the screen, a visible control (link, button, field, tab) lying
 * outside the screen or cut off by an ancestor that clips sideways, a sideways scroller that a keyboard cannot
 * reach (not focusable, or unnamed), a button whose own label runs past its box. A scroller with a visible scrollbar is sideways on purpose: what it holds
 * may lie outside it.
 */
export function probeLayout() {
  const width = window.innerWidth;
  const problems = [];
  for (const [label, el] of [['page', document.documentElement], ['body', document.body]]) {
    if (el.scrollWidth > width) problems.push(`${label} is ${el.scrollWidth - width}px wider than the screen (${el.scrollWidth} > ${width})`);
  }
  const describe = (el) => {
    const text = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('placeholder') || el.getAttribute('name') || '').trim().replace(/\s+/g, ' ');
    return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${text.slice(0, 40)}"`;
  };
  const scrollsSideways = (style) => style.overflowX === 'auto' || style.overflowX === 'scroll';
  const controls = 'a[href], button, input, select, textarea, [role="tab"], [role="button"], [role="link"], [role="switch"], [tabindex]';
  for (const el of document.querySelectorAll(controls)) {
    const box = el.getBoundingClientRect();
    // Not drawn, or drawn visually hidden (a 1 px box, e.g. the native input behind a custom radio).
    if (box.width <= 1 || box.height <= 1 || getComputedStyle(el).visibility === 'hidden') continue;
    let left = 0;
    let right = width;
    let clipper = 'the screen';
    let exempt = false;
    for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      // Inside a scroller on purpose, or a visually hidden wrapper (react-aria's native input behind a switch).
      if ((scrollsSideways(style) && style.scrollbarWidth !== 'none') || clip.width <= 1 || clip.height <= 1) {
        exempt = true;
        break;
      }
      if (clip.left > left || clip.right < right) [left, right, clipper] = [Math.max(left, clip.left), Math.min(right, clip.right), describe(parent)];
    }
    if (!exempt && (box.left < left - 1 || box.right > right + 1)) {
      problems.push(`${describe(el)} spans x ${Math.round(box.left)}–${Math.round(box.right)}, outside ${clipper} (${Math.round(left)}–${Math.round(right)})`);
    }
    // A button whose own label runs past its box (a French label cut off at 320 px). Fields may scroll their text.
    if (!exempt && el.tagName === 'BUTTON' && el.scrollWidth > el.clientWidth + 1) {
      problems.push(`${describe(el)}: its text is ${el.scrollWidth - el.clientWidth}px wider than its box (${el.scrollWidth} > ${el.clientWidth})`);
    }
  }
  for (const el of document.querySelectorAll('body *')) {
    const style = getComputedStyle(el);
    if (!scrollsSideways(style) || el.scrollWidth <= el.clientWidth + 1 || el.clientHeight === 0) continue;
    const named = el.getAttribute('aria-label') || el.getAttribute('aria-labelledby');
    // A tab list scrolls its tabs into view as the arrow keys move through them.
    if (el.getAttribute('role') !== 'tablist' && !(el.tabIndex >= 0 && named)) problems.push(`${describe(el)} scrolls sideways but is not a focusable, named region`);
  }
  return problems;
}

/**
 * Runs inside the page (page.evaluate) on a phone: every visible control under 44 × 44 px (WCAG 2.5.5, the issue's
 * 'no tap target under 44 × 44'). An input inside a label counts by the label's box (a checkbox or switch is tapped
 * by its text, its own input visually hidden); a link inside a sentence is exempt, as WCAG has it. Returns one line
 * per control, empty when all are whole.
 */
export function probeTapTargets() {
  const MIN = 44;
  const problems = [];
  const controls =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"], [role="button"], [role="link"], [role="switch"], [role="checkbox"], [role="radio"], [role="option"], [role="menuitem"]';
  const visuallyHidden = (el) => {
    for (let node = el; node && node !== document.body; node = node.parentElement) {
      const box = node.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return true;
      const style = getComputedStyle(node);
      if (style.clipPath.startsWith('inset(50%') || style.clip === 'rect(0px, 0px, 0px, 0px)') return true;
    }
    return false;
  };
  /** A link with words on either side of it in its block: part of a sentence. */
  const inSentence = (el) => {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    let block = el.parentElement;
    while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
    return !!block && block.textContent.trim().length > el.textContent.trim().length;
  };
  for (const el of document.querySelectorAll(controls)) {
    const label = el.tagName === 'INPUT' ? el.closest('label') : null;
    const target = label ?? el;
    if (!target.checkVisibility({ visibilityProperty: true }) || target.closest('[aria-hidden="true"], [inert]') || visuallyHidden(target)) continue;
    if (inSentence(el)) continue;
    const box = target.getBoundingClientRect();
    if (Math.round(box.width) >= MIN && Math.round(box.height) >= MIN) continue;
    const text = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('placeholder') || el.getAttribute('name') || el.getAttribute('type') || '').trim().replace(/\s+/g, ' ');
    problems.push(`${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${text.slice(0, 40)}" is ${Math.round(box.width)} × ${Math.round(box.height)} px, under ${MIN} × ${MIN}`);
  }
  return [...new Set(problems)];
}
