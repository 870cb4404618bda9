import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { inBody } from '../../storybook/play';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Toaster } from './Toast';
import { bottomInset } from './Toast.css';
import { addToast, createToastQueue, TOAST_TIMEOUT_MS, type ToastOptions } from './toastQueue';

// Each story gets its own queue so stories never see each other's toasts.
function setup(initial?: ToastOptions) {
  const queue = createToastQueue();
  if (initial) addToast(queue, { ...initial, timeout: 0 });
  return queue;
}

const meta = { title: 'Feedback/Toast', component: Toaster } satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <Toaster queue={setup({ title: 'Property Saved', description: 'Property has been saved to your favorites' })} />,
};
export const Success: Story = {
  render: () => <Toaster queue={setup({ title: 'Success', description: 'Property updated successfully.', variant: 'success' })} />,
};
export const Destructive: Story = {
  render: () => <Toaster queue={setup({ title: 'Error', description: 'Failed to delete property.', variant: 'destructive' })} />,
};

const TriggerDemo = ({ queue, options }: { queue: ReturnType<typeof createToastQueue>; options: ToastOptions }) => (
  <>
    <Button onPress={() => addToast(queue, options)}>Show toast</Button>
    <Toaster queue={queue} />
  </>
);

/** toast() defaults to 5000 ms; a toast with a timeout closes by itself. */
export const Timeout: Story = {
  render: () => {
    const queue = createToastQueue();
    return (
      <>
        <Button onPress={() => addToast(queue, { title: 'Link Copied' })}>Default timeout</Button>
        <Button variant="outline" onPress={() => addToast(queue, { title: 'Viewing request sent!', timeout: 400 })}>Short timeout</Button>
        <Toaster queue={queue} />
      </>
    );
  },
  play: async ({ canvas, canvasElement, step }) => {
    const body = inBody(canvasElement);
    await step('default timeout is 5000 ms', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Default timeout' }));
      const toast = await body.findByRole('alertdialog');
      await expect(toast).toHaveTextContent('Link Copied');
      await expect(TOAST_TIMEOUT_MS).toBe(5000);
      await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
      await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    });
    await step('a timed toast closes by itself', async () => {
      // Move the pointer away: hovering or focusing the region pauses timers by design.
      canvas.getByRole('button', { name: 'Short timeout' }).click();
      (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
      await body.findByText('Viewing request sent!');
      await waitFor(() => expect(body.queryByText('Viewing request sent!')).toBeNull(), { timeout: 3000 });
    });
  },
};

/** At most one toast is visible; the next one shows when the first closes. */
export const OneAtATime: Story = {
  render: () => {
    const queue = createToastQueue();
    return (
      <>
        <Button
          onPress={() => {
            addToast(queue, { title: 'First', timeout: 0 });
            addToast(queue, { title: 'Second', timeout: 0 });
          }}
        >
          Show two
        </Button>
        <Toaster queue={queue} />
      </>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const body = inBody(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show two' }));
    await waitFor(() => expect(body.getAllByRole('alertdialog')).toHaveLength(1));
    // RAC shows the newest toast first.
    const first = body.getByRole('alertdialog');
    const shown = first.textContent?.includes('Second') ? 'Second' : 'First';
    await userEvent.click(within(first).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(body.getByRole('alertdialog')).not.toHaveTextContent(shown));
  },
};

/** F8 moves keyboard focus to the notifications region. */
export const F8FocusesRegion: Story = {
  render: () => <TriggerDemo queue={createToastQueue()} options={{ title: 'Message marked as resolved', timeout: 0 }} />,
  play: async ({ canvas, canvasElement }) => {
    const body = inBody(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const region = await body.findByRole('region', { name: /Notifications/ });
    await expect(region).not.toHaveFocus();
    await userEvent.keyboard('{F8}');
    await waitFor(() => expect(region).toHaveFocus());
  },
};

/** Dragging right by 50 px or more dismisses; less snaps back. */
export const SwipeToDismiss: Story = {
  render: () => <TriggerDemo queue={createToastQueue()} options={{ title: 'Swipe me', description: 'Drag to the right', timeout: 0 }} />,
  play: async ({ canvas, canvasElement, step }) => {
    const body = inBody(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const toast = await body.findByRole('alertdialog');
    const drag = async (dx: number) => {
      fireEvent.pointerDown(toast, { clientX: 100, pointerId: 7, button: 0 });
      fireEvent.pointerMove(toast, { clientX: 100 + dx, pointerId: 7 });
      fireEvent.pointerUp(toast, { clientX: 100 + dx, pointerId: 7 });
    };
    await step('30 px is below the threshold', async () => {
      await drag(30);
      await expect(body.getByRole('alertdialog')).toBeInTheDocument();
    });
    await step('60 px dismisses', async () => {
      await drag(60);
      await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    });
  },
};

/** A page with a sticky bar at the bottom sets the toast bottom inset on :root: toasts stack above the bar. */
function BottomBarDemo() {
  const property = bottomInset.slice('var('.length, -1);
  useEffect(() => {
    document.documentElement.style.setProperty(property, '72px');
    return () => {
      document.documentElement.style.removeProperty(property);
    };
  }, [property]);
  return (
    <>
      <TriggerDemo queue={createToastQueue()} options={{ title: 'Unsupported File Type', variant: 'destructive', timeout: 0 }} />
      <div data-testid="bar" style={{ position: 'fixed', insetInline: 0, bottom: 0, height: 72, display: 'flex', justifyContent: 'flex-end', alignItems: 'center' }}>
        <Button>List Property</Button>
      </div>
    </>
  );
}
export const AboveABottomBar: Story = {
  render: () => <BottomBarDemo />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const toast = await inBody(canvasElement).findByRole('alertdialog');
    await expect(toast.getBoundingClientRect().bottom).toBeLessThanOrEqual(canvas.getByTestId('bar').getBoundingClientRect().top);
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <p style={{ margin: 0 }}>Variants (only one shows at a time in the app; see the single stories).</p>
      <Toaster queue={setup({ title: 'Account Not Found', description: 'Would you like to create an account?', variant: 'destructive' })} />
    </div>
  ),
};

const overlapping = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * A toast shown over an open dialog on a phone (320 × 568): the toasts go to the top and the dialog starts below them,
 * so neither its title and Close button nor its footer's buttons are covered ("Payment recorded" hid the lease's Close).
 */
export const OverDialog: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  render: () => (
    <>
      <Dialog title="Lease #1" isOpen onOpenChange={() => {}} footer={<Button>Record the payment</Button>}>
        <p style={{ height: 900 }}>A tall form.</p>
      </Dialog>
      <Toaster queue={setup({ title: 'Payment recorded', description: 'The ledger shows it.' })} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const body = inBody(canvasElement);
    const toast = await body.findByRole('alertdialog');
    const dialog = body.getByRole('dialog', { name: 'Lease #1' });
    const controls = [within(dialog).getByRole('heading', { name: 'Lease #1' }), within(dialog).getByRole('button', { name: 'Close' }), within(dialog).getByRole('button', { name: 'Record the payment' })];
    await waitFor(() => {
      const shown = toast.getBoundingClientRect();
      for (const control of controls) expect(overlapping(shown, control.getBoundingClientRect()), control.textContent ?? '').toBe(false);
    });
    // The footer is still on screen: the dialog is shorter by the toast's height.
    const footer = controls[2]!.getBoundingClientRect();
    await expect(footer.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};
