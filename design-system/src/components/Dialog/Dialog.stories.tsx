import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { inBody } from '../../storybook/play';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { TextArea } from '../TextArea/TextArea';
import { Dialog, DialogTrigger } from './Dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: { title: 'Send a message to the owner', children: null },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const MessageDialog = ({ defaultOpen }: { defaultOpen?: boolean }) => (
  <DialogTrigger defaultOpen={defaultOpen}>
    <Button>Send Message</Button>
    <Dialog
      title="Send a message to the owner"
      description="The owner usually replies within 24 hours."
      footer={({ close }) => (
        <>
          <Button variant="outline" onPress={close}>Cancel</Button>
          <Button onPress={close}>Send</Button>
        </>
      )}
    >
      <TextField label="Subject" defaultValue="Viewing this weekend?" />
      <TextArea label="Message" placeholder="Type your message..." />
    </Dialog>
  </DialogTrigger>
);

/** Focus moves into the dialog, Tab cycles inside it, Escape closes it and focus returns to the trigger. */
export const FocusTrapAndEscape: Story = {
  render: () => <MessageDialog />,
  play: async ({ canvas, canvasElement, step }) => {
    const body = inBody(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Send Message' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog');
    await step('focus is inside the dialog', async () => {
      await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    });
    await step('Tab never leaves the dialog', async () => {
      for (let i = 0; i < 8; i++) {
        await userEvent.tab();
        await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
      }
      await userEvent.tab({ shift: true });
      await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    });
    await step('Escape closes and restores focus', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

export const Open: Story = { render: () => <MessageDialog defaultOpen /> };

export const CloseButton: Story = {
  render: () => <MessageDialog defaultOpen />,
  play: async ({ canvasElement }) => {
    const body = inBody(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** size="sheet" on a phone (320 × 568): the whole screen, edge to edge. */
export const SheetOnPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  render: () => (
    <Dialog size="sheet" title="Filters" defaultOpen>
      <TextField label="City" />
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await inBody(canvasElement).findByRole('dialog', { name: 'Filters' });
    // Shown (react-aria reveals a modal a moment after mounting it, then animates it in) and settled.
    await waitFor(() => {
      expect(dialog).toBeVisible();
      expect(canvasElement.ownerDocument.querySelector('[data-entering]')).toBeNull();
    });
    const sheet = dialog.parentElement!.getBoundingClientRect();
    await expect([sheet.left, sheet.top, sheet.width, sheet.height].map(Math.round)).toEqual([0, 0, window.innerWidth, window.innerHeight]);
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <DialogTrigger key={size}>
          <Button variant="outline">Open {size}</Button>
          <Dialog title={`Dialog (${size})`} size={size} footer={({ close }) => <Button onPress={close}>Done</Button>}>
            <p style={{ margin: 0 }}>Dialogs come in three widths: sm 420, md 560, lg 760 px.</p>
          </Dialog>
        </DialogTrigger>
      ))}
    </div>
  ),
};
