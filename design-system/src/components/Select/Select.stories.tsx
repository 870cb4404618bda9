import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inBody } from '../../storybook/play';
import { Select } from './Select';
import { SelectItem } from './index';

const provinces = ['ON', 'BC', 'AB', 'QC', 'NS', 'NB', 'MB', 'SK', 'PE', 'NL'].map((id) => ({ id, name: id }));

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Property Type', placeholder: 'Select a type', children: null },
  render: (args) => (
    <Select {...args}>
      <SelectItem id="house-detached">House (detached)</SelectItem>
      <SelectItem id="house-semi-detached">House (semi-detached)</SelectItem>
      <SelectItem id="condo">Condo</SelectItem>
      <SelectItem id="townhouse">Townhouse</SelectItem>
      <SelectItem id="basement">Basement</SelectItem>
    </Select>
  ),
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /property type/i }));
    const listbox = await inBody(canvasElement).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Condo' }));
    await expect(canvas.getByRole('button', { name: /property type/i })).toHaveTextContent('Condo');
  },
};
export const Selected: Story = { args: { defaultSelectedKey: 'townhouse' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Please select a property type' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const DynamicItems: Story = {
  render: () => (
    <Select label="Province" items={provinces} defaultSelectedKey="ON">
      {(p) => <SelectItem id={p.id}>{p.name}</SelectItem>}
    </Select>
  ),
};
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 20 }}>
      <Select label="Placeholder" placeholder="Any"><SelectItem id="a">Apartment</SelectItem></Select>
      <Select label="Selected" defaultSelectedKey="a"><SelectItem id="a">Apartment</SelectItem></Select>
      <Select label="Invalid" isInvalid errorMessage="Required"><SelectItem id="a">Apartment</SelectItem></Select>
      <Select label="Disabled" isDisabled><SelectItem id="a">Apartment</SelectItem></Select>
    </div>
  ),
};
