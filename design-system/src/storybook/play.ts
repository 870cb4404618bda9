import { expect, userEvent, within } from 'storybook/test';

/** A story's `canvas`: queries bound to the story's root element. */
export type Canvas = ReturnType<typeof within>;

/** Queries over the whole page: popovers, menus, dialogs and toasts portal into `<body>`, outside the canvas. */
export const inBody = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Clicking a checkbox's, radio's or switch's label text selects it: the label is part of the control. */
export async function expectLabelClickSelects(canvas: Canvas, role: 'checkbox' | 'radio' | 'switch', label: string) {
  await userEvent.click(canvas.getByText(label));
  await expect(canvas.getByRole(role, { name: label })).toBeChecked();
}

/** Opens a date picker's calendar; returns the day buttons of the month shown, by day number. */
export async function openCalendar(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /calendar/i }));
  const grid = await inBody(canvasElement).findByRole('grid');
  return (n: number) => within(grid).getByText(String(n), { selector: '[role="button"]:not([data-outside-month])' });
}
