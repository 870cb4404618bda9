import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { onAPhone } from '../../storybook/phone';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = { title: 'Navigation/Tabs', component: Tabs } satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

const LandlordTabs = (props: { defaultSelectedKey?: string }) => (
  <Tabs {...props}>
    <TabList aria-label="Owner dashboard">
      <Tab id="properties">Properties</Tab>
      <Tab id="leases">Leases</Tab>
      <Tab id="notifications" count={3} countTone="destructive" countLabel="3 unread">Notifications</Tab>
      <Tab id="messages" count={5} countLabel="5 inquiries">Messages</Tab>
    </TabList>
    <TabPanel id="properties">Your listed properties.</TabPanel>
    <TabPanel id="leases">Lease agreements.</TabPanel>
    <TabPanel id="notifications">Viewing Request Notifications</TabPanel>
    <TabPanel id="messages">Tenant inquiries.</TabPanel>
  </Tabs>
);

/** Arrow keys move between tabs and select them; Home/End jump to the ends. */
export const KeyboardNavigation: Story = {
  render: () => <LandlordTabs />,
  play: async ({ canvas, step }) => {
    const tab = (name: RegExp) => canvas.getByRole('tab', { name });
    await step('Tab into the tab list', async () => {
      await userEvent.tab();
      await expect(tab(/^Properties/)).toHaveFocus();
      await expect(tab(/^Properties/)).toHaveAttribute('aria-selected', 'true');
    });
    await step('ArrowRight selects the next tab', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(tab(/^Leases/)).toHaveFocus();
      await expect(tab(/^Leases/)).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Lease agreements.');
    });
    await step('End and Home jump', async () => {
      await userEvent.keyboard('{End}');
      await expect(tab(/^Messages/)).toHaveFocus();
      await userEvent.keyboard('{Home}');
      await expect(tab(/^Properties/)).toHaveFocus();
    });
    await step('ArrowLeft wraps around', async () => {
      await userEvent.keyboard('{ArrowLeft}');
      await expect(tab(/^Messages/)).toHaveAttribute('aria-selected', 'true');
    });
  },
};
export const WithCounts: Story = {
  render: () => <LandlordTabs defaultSelectedKey="notifications" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: /Notifications/ })).toHaveTextContent('3');
  },
};
/** On a 320 px phone the tabs that do not fit wrap onto a second row: every label shows whole. */
export const OnAPhone: Story = {
  render: () => <LandlordTabs />,
  ...onAPhone(async (canvas) => {
    const tablist = canvas.getByRole('tablist');
    await expect(tablist.scrollWidth).toBeLessThanOrEqual(tablist.clientWidth);
  }),
};
export const DisabledTab: Story = {
  render: () => (
    <Tabs disabledKeys={['settings']}>
      <TabList aria-label="Admin">
        <Tab id="properties">Properties</Tab>
        <Tab id="users">Users</Tab>
        <Tab id="settings">Settings</Tab>
      </TabList>
      <TabPanel id="properties">Review pending listings.</TabPanel>
      <TabPanel id="users">Not yet implemented.</TabPanel>
      <TabPanel id="settings">Not yet implemented.</TabPanel>
    </Tabs>
  ),
};
export const Catalog: Story = { render: () => <LandlordTabs defaultSelectedKey="messages" /> };
