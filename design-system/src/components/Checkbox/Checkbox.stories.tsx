import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectLabelClickSelects } from '../../storybook/play';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { children: 'Show on Public Marketplace' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: ({ canvas }) => expectLabelClickSelects(canvas, 'checkbox', 'Show on Public Marketplace'),
};
export const Checked: Story = { args: { defaultSelected: true } };
export const Indeterminate: Story = { args: { isIndeterminate: true, children: 'Select all' } };
export const Invalid: Story = { args: { isInvalid: true, children: 'I accept the terms' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox>Unchecked</Checkbox>
      <Checkbox defaultSelected>Checked</Checkbox>
      <Checkbox isIndeterminate>Indeterminate</Checkbox>
      <Checkbox isInvalid>Invalid</Checkbox>
      <Checkbox isDisabled>Disabled</Checkbox>
      <Checkbox isDisabled defaultSelected>Disabled checked</Checkbox>
    </div>
  ),
};
