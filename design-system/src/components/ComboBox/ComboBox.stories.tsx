import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inBody } from '../../storybook/play';
import { ComboBox } from './ComboBox';
import { ComboBoxItem } from './index';

const cities = ['Toronto', 'Vancouver', 'Montréal', 'Calgary', 'Ottawa', 'Halifax', 'Winnipeg'].map((name) => ({ id: name, name }));

const meta = {
  title: 'Forms/ComboBox',
  component: ComboBox,
  args: { label: 'City', placeholder: 'Search a city', items: cities, children: null },
  render: (args) => (
    <ComboBox label={args.label} placeholder={args.placeholder} isInvalid={args.isInvalid} errorMessage={args.errorMessage} isDisabled={args.isDisabled} items={cities}>
      {(c: { id: string; name: string }) => <ComboBoxItem id={c.id}>{c.name}</ComboBoxItem>}
    </ComboBox>
  ),
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Van');
    const listbox = await inBody(canvasElement).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Vancouver' }));
    await expect(canvas.getByRole('combobox')).toHaveValue('Vancouver');
  },
};
/** Suggestions still loading: the list opens as one types and says so until options arrive. */
export const Loading: Story = {
  render: () => (
    <ComboBox label="City" items={[] as typeof cities} allowsEmptyCollection emptyState="Searching…">
      {(c) => <ComboBoxItem id={c.id}>{c.name}</ComboBoxItem>}
    </ComboBox>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Mo');
    const listbox = await inBody(canvasElement).findByRole('listbox');
    await expect(within(listbox).getByText('Searching…')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Pick a city from the list' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 20 }}>
      <ComboBox label="Rest" items={cities} placeholder="Search">{(c) => <ComboBoxItem id={c.id}>{c.name}</ComboBoxItem>}</ComboBox>
      <ComboBox label="Selected" items={cities} defaultSelectedKey="Ottawa">{(c) => <ComboBoxItem id={c.id}>{c.name}</ComboBoxItem>}</ComboBox>
      <ComboBox label="Invalid" items={cities} isInvalid errorMessage="Required">{(c) => <ComboBoxItem id={c.id}>{c.name}</ComboBoxItem>}</ComboBox>
      <ComboBox label="Disabled" items={cities} isDisabled>{(c) => <ComboBoxItem id={c.id}>{c.name}</ComboBoxItem>}</ComboBox>
    </div>
  ),
};
