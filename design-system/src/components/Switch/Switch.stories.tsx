import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectLabelClickSelects } from '../../storybook/play';
import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { children: 'Show on marketplace' },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: ({ canvas }) => expectLabelClickSelects(canvas, 'switch', 'Show on marketplace'),
};
export const On: Story = { args: { defaultSelected: true } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Switch>Off</Switch>
      <Switch defaultSelected>On (Listed)</Switch>
      <Switch isDisabled>Disabled off</Switch>
      <Switch isDisabled defaultSelected>Disabled on</Switch>
    </div>
  ),
};
