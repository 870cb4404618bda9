import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PanelListSection } from './PanelListSection';

type Row = { id: number; name: string };
const rowsUpTo = (count: number): Row[] => Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));

/** A list whose rows arrive over time (a live list), with or without a page size. */
function GrowingList({ pageSize }: { pageSize?: number }) {
  const [rows, setRows] = useState(() => rowsUpTo(3));
  return (
    <>
      <button type="button" onClick={() => setRows(rowsUpTo(rows.length + 3))}>
        add three rows
      </button>
      <PanelListSection title="Rows" state={{ status: 'ready', data: rows }} empty={{ title: 'No rows' }} pageSize={pageSize} renderItem={(row) => row.name} />
    </>
  );
}

const meta = { title: 'Common/PanelListSection', component: GrowingList } satisfies Meta<typeof GrowingList>;
export default meta;
type Story = StoryObj<typeof meta>;

const shownRows = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('li')].map((row) => row.textContent);

/** Without a page size every row shows, those that arrive later too. */
export const AllRows: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'add three rows' }));
    await expect(shownRows(canvasElement)).toEqual(rowsUpTo(6).map((row) => row.name));
    await expect(canvas.queryByRole('button', { name: /^Show/ })).toBeNull();
  },
};

/** With one, rows past the page wait behind 'Show N more', which counts what it adds. */
export const Paged: Story = {
  args: { pageSize: 4 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'add three rows' }));
    await expect(shownRows(canvasElement)).toEqual(rowsUpTo(4).map((row) => row.name));
    await userEvent.click(canvas.getByRole('button', { name: 'Show 2 more' }));
    await expect(shownRows(canvasElement)).toEqual(rowsUpTo(6).map((row) => row.name));
    await expect(document.activeElement).toHaveTextContent('Row 5');
  },
};
