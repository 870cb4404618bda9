import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Card, CardHeader } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: { children: null },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Panel: Story = {
  render: () => (
    <Card style={{ maxWidth: 420 }}>
      <CardHeader title="Contact the owner" description="Response time: Within 24 hours" />
      <div style={{ display: 'grid', gap: 8 }}>
        <Button fullWidth>Send Message</Button>
        <Button fullWidth variant="outline">Request Viewing</Button>
      </div>
    </Card>
  ),
};
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 200px)', gap: 16 }}>
      {(['none', 'sm', 'md', 'lg'] as const).map((p) => (
        <Card key={p} padding={p}>padding {p}</Card>
      ))}
      <Card interactive>interactive (hover me)</Card>
      <Card as="section" aria-label="Section card">as section</Card>
    </div>
  ),
};
