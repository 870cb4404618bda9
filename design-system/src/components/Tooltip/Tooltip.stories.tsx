import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { inBody } from '../../storybook/play';
import { HeartIcon, ShareIcon } from '../../icons/Icons';
import { Button } from '../Button/Button';
import { Tooltip, TooltipTrigger } from './Tooltip';

const meta = { title: 'Overlays/Tooltip', component: Tooltip, args: { children: 'Save property' } } satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard focus opens the tooltip immediately; it describes the icon button. */
export const OnFocus: Story = {
  render: (args) => (
    <TooltipTrigger>
      <Button variant="icon" aria-label="Save"><HeartIcon /></Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const tooltip = await inBody(canvasElement).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Save property');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(inBody(canvasElement).queryByRole('tooltip')).toBeNull());
  },
};

export const Open: Story = {
  render: (args) => (
    <div style={{ padding: 40 }}>
      <TooltipTrigger defaultOpen>
        <Button variant="icon" aria-label="Share"><ShareIcon /></Button>
        <Tooltip {...args}>Share this property</Tooltip>
      </TooltipTrigger>
    </div>
  ),
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 48, padding: 48 }}>
      {(['top', 'bottom', 'start', 'end'] as const).map((placement) => (
        <TooltipTrigger key={placement} defaultOpen>
          <Button variant="outline">{placement}</Button>
          <Tooltip placement={placement}>Tooltip {placement}</Tooltip>
        </TooltipTrigger>
      ))}
    </div>
  ),
};
