import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Bio', description: 'Max 500 characters', placeholder: 'Tell landlords about yourself' },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = { args: { defaultValue: 'Quiet professional, non-smoker, two references available.' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Bio is too long' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 20 }}>
      <TextArea label="Rest" placeholder="Type your message..." />
      <TextArea label="Invalid" isInvalid errorMessage="Message cannot be empty" />
      <TextArea label="Disabled" isDisabled defaultValue="Locked terms" />
    </div>
  ),
};
