import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { inBody } from '../../storybook/play';
import { MenuIcon } from '../../icons/Icons';
import { Button } from '../Button/Button';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';

const meta = { title: 'Overlays/Menu', component: Menu } satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Actions: Story = {
  args: { onAction: fn() },
  render: (args) => (
    <MenuTrigger>
      <Button variant="outline">Actions</Button>
      <Menu aria-label="Property actions" onAction={args.onAction}>
        <MenuItem id="view">View</MenuItem>
        <MenuItem id="edit">Edit</MenuItem>
        <MenuSeparator />
        <MenuItem id="delete" isDestructive>Delete</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const body = inBody(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    const menu = await body.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    await expect((args.onAction as Mock).mock.calls[0][0]).toBe('edit');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

/** The collapsed navigation of NavBar on small screens. */
export const CollapsedNav: Story = {
  render: () => (
    <MenuTrigger defaultOpen>
      <Button variant="icon" aria-label="Open navigation"><MenuIcon size={20} /></Button>
      <Menu aria-label="Navigation">
        <MenuSection title="Browse">
          <MenuItem href="/">Browse Properties</MenuItem>
          <MenuItem href="/dashboard">Dashboard</MenuItem>
          <MenuItem href="/user-profile">My Profile</MenuItem>
          <MenuItem href="/admin">Admin</MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="logout" isDestructive>Logout</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
};

export const Catalog: Story = {
  render: () => (
    <MenuTrigger defaultOpen>
      <Button variant="outline">Open</Button>
      <Menu aria-label="States" disabledKeys={['disabled']}>
        <MenuItem id="rest">Rest</MenuItem>
        <MenuItem id="disabled">Disabled</MenuItem>
        <MenuItem id="danger" isDestructive>Destructive</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
};
