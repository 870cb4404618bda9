import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HeartIcon, PlusIcon } from '../../icons/Icons';
import { Button } from './Button';
import type { ButtonVariant } from './buttonClassName';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'View Details', onPress: fn() },
  argTypes: {
    variant: { control: 'select', options: ['default', 'secondary', 'outline', 'ghost', 'destructive', 'icon'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View Details' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Outline: Story = { args: { variant: 'outline', children: 'Save as Draft' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Back to sign in' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'Delete property' } };
export const Icon: Story = { args: { variant: 'icon', 'aria-label': 'Save property', children: <HeartIcon /> } };
export const WithIcon: Story = { args: { children: <><PlusIcon /> Add Property</> } };
export const Disabled: Story = { args: { isDisabled: true, children: 'Currently Booked' } };
export const Pending: Story = {
  args: { isPending: true, children: 'Sign In', pendingLabel: 'Signing In...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveTextContent('Signing In...');
  },
};

const variants: ButtonVariant[] = ['default', 'secondary', 'outline', 'ghost', 'destructive'];
const states = [
  { name: 'Rest', props: {} },
  { name: 'Disabled', props: { isDisabled: true } },
  { name: 'Pending', props: { isPending: true, pendingLabel: 'Saving...' } },
];

/** Variants x states x sizes. Hover/press/focus are live: interact with the grid. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'max-content repeat(3, max-content)', gap: 16, alignItems: 'center' }}>
      <span />
      {states.map((s) => (
        <strong key={s.name} style={{ fontSize: 12 }}>{s.name}</strong>
      ))}
      {variants.map((v) => (
        <div key={v} style={{ display: 'contents' }}>
          <code style={{ fontSize: 12 }}>{v}</code>
          {states.map((s) => (
            <Button key={s.name} variant={v} {...s.props}>
              {v === 'destructive' ? 'Delete' : 'Save Changes'}
            </Button>
          ))}
        </div>
      ))}
      <code style={{ fontSize: 12 }}>icon</code>
      {states.map((s) => (
        <Button key={s.name} variant="icon" aria-label={`Save (${s.name})`} {...s.props}>
          <HeartIcon />
        </Button>
      ))}
      <code style={{ fontSize: 12 }}>sizes</code>
      <Button size="sm">Small</Button>
      <Button size="md">Medium</Button>
      <Button size="lg">Large</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Keyboard focus shows the ring state (data-focus-visible).
    await userEvent.tab();
    await expect(within(canvasElement).getAllByRole('button')[0]).toHaveAttribute('data-focus-visible');
  },
};

/** A 320 px phone: a French label longer than the card it sits in wraps inside its button, which stays within the card. */
export const LongLabelOnPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  args: { variant: 'outline', children: 'Commencer le Rapport d’entrée de l’inspection du logement' },
  render: (args) => (
    <div data-testid="card" style={{ width: 240, padding: 16, border: '1px solid' }}>
      <Button {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const card = canvas.getByTestId('card').getBoundingClientRect();
    const button = canvas.getByRole('button').getBoundingClientRect();
    await expect(button.right).toBeLessThanOrEqual(card.right);
    // Two lines or more: the label wrapped rather than being cut.
    await expect(button.height).toBeGreaterThan(44);
  },
};
