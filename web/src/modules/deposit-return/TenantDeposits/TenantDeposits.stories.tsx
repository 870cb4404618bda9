import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DepositReturnDocument } from '../../../generated/graphql';
import { withProviders } from '../../../testing/decorators';
import { depositLeaseFixture } from '../../../testing/fixtures/deposit-returns';
import { inFrench } from '../../../testing/french';
import { atPhoneWidth, expectFitsWindow } from '../../../testing/phone-viewport';
import { TenantDeposits } from './TenantDeposits';

const returned = { ...depositLeaseFixture(), propertyTitle: 'Cedar Flat' };
const waiting = { ...depositLeaseFixture({ id: 502, status: 'active', endDate: '2027-08-31' }), propertyTitle: 'Maple Loft' };

const statement = {
  __typename: 'DepositReturn' as const,
  id: 1,
  leaseId: 501,
  province: 'MB',
  movedOutOn: '2027-03-31',
  deadline: '2027-04-14',
  held: 1400,
  appliedToLastMonth: 0,
  deducted: 150,
  returned: 1250,
  createdAt: '2027-04-02T15:00:00.000Z',
  deductions: [{ __typename: 'DepositDeduction' as const, reason: 'Carpet cleaning', amount: 150, kind: 'cleaning' }],
};
const mocks = [
  { request: { query: DepositReturnDocument, variables: { leaseId: 501 } }, result: { data: { depositReturn: statement } }, maxUsageCount: Number.POSITIVE_INFINITY },
  { request: { query: DepositReturnDocument, variables: { leaseId: 502 } }, result: { data: { depositReturn: null } }, maxUsageCount: Number.POSITIVE_INFINITY },
];

const meta = {
  title: 'DepositReturn/TenantDeposits',
  component: TenantDeposits,
  args: { leases: [returned, waiting] },
  decorators: [withProviders({ role: 'tenant', mocks })],
} satisfies Meta<typeof TenantDeposits>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Home tab's section: one lease's statement with its PDF, another still waiting for the landlord's. */
export const StatementAndWaiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('$1,250')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Download the statement (PDF)' })).toHaveAttribute('href', '/api/leases/501/deposit-return/statement?lang=en');
    await expect(await canvas.findByText('The landlord has not sent the deposit statement yet.')).toBeInTheDocument();
  },
};
/** No lease holding a deposit: no section at all. */
export const Nothing: Story = {
  args: { leases: [{ ...waiting, deposits: [] }] },
  play: async ({ canvasElement }) => expect(canvasElement.querySelector('section')).toBeNull(),
};
export const StatementAndWaitingFrench: Story = inFrench({});
export const StatementAndWaitingPhone: Story = {
  ...atPhoneWidth(320),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('$1,250');
    await expectFitsWindow(canvasElement);
  },
};
