import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', placeholder: 'you@example.com', type: 'email' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await userEvent.type(input, 'ana@hearth.ca');
    await expect(input).toHaveValue('ana@hearth.ca');
  },
};
export const WithDescription: Story = {
  args: { label: 'WhatsApp Number', type: 'tel', placeholder: '+1234567890', description: 'Include country code: +1 for US, +44 for UK' },
};
export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'ana@', errorMessage: 'Please enter a valid email address' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  },
};
export const Required: Story = { args: { label: 'Full Name', type: 'text', placeholder: '', isRequired: true } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'ana@hearth.ca' } };
export const Password: Story = { args: { label: 'Password', type: 'password', placeholder: 'min 6 characters' } };

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 20 }}>
      <TextField label="Rest" placeholder="Placeholder" />
      <TextField label="Filled" defaultValue="Maple Court Apartment" />
      <TextField label="With hint" description="City, Country" defaultValue="Toronto, Canada" />
      <TextField label="Invalid" isInvalid errorMessage="Name is required" />
      <TextField label="Disabled" isDisabled defaultValue="Read only" />
    </div>
  ),
};
