import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: { label: 'Bathrooms', defaultValue: 1, step: 0.5, minValue: 1, maxValue: 4 },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Bathrooms go in half steps (docs/product.md#business-constants). */
export const HalfSteps: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /increase/i }));
    await expect(canvas.getByRole('textbox')).toHaveValue('1.5');
  },
};
export const Currency: Story = {
  args: { label: 'Monthly Rent', step: 50, minValue: 0, maxValue: undefined, defaultValue: 1850, formatOptions: { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 } },
};
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Monthly rent is required' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 20 }}>
      <NumberField label="Bedrooms" defaultValue={2} minValue={0} maxValue={5} />
      <NumberField label="Bathrooms" defaultValue={1.5} step={0.5} />
      <NumberField label="Sq Ft" description="Optional" />
      <NumberField label="Invalid" isInvalid errorMessage="Required" />
      <NumberField label="Disabled" isDisabled defaultValue={3} />
    </div>
  ),
};
