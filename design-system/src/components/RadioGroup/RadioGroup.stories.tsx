import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectLabelClickSelects } from '../../storybook/play';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'Account type', defaultValue: 'tenant', children: null },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="tenant">Tenant</Radio>
      <Radio value="landlord">Landlord</Radio>
      <Radio value="admin">Admin</Radio>
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Roles: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Tenant' })).toBeChecked();
    await expectLabelClickSelects(canvas, 'radio', 'Landlord');
  },
};
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const Invalid: Story = { args: { defaultValue: undefined, isInvalid: true, errorMessage: 'Please select a role' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <RadioGroup label="Vertical" defaultValue="a"><Radio value="a">Selected</Radio><Radio value="b">Rest</Radio><Radio value="c" isDisabled>Disabled</Radio></RadioGroup>
      <RadioGroup label="Horizontal" orientation="horizontal" defaultValue="a"><Radio value="a">One</Radio><Radio value="b">Two</Radio></RadioGroup>
      <RadioGroup label="Invalid" isInvalid errorMessage="Required"><Radio value="a">One</Radio><Radio value="b">Two</Radio></RadioGroup>
    </div>
  ),
};
