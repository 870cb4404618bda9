import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { depositLeaseFixture, depositStatementFixture } from '../../../testing/fixtures/deposit-returns';
import { inFrench } from '../../../testing/french';
import { atPhoneWidth, expectFitsWindow } from '../../../testing/phone-viewport';
import { DepositReturnView } from './DepositReturnView';

const lease = depositLeaseFixture();
const ready = (statement: ReturnType<typeof depositStatementFixture> | null, leaseOverrides = {}) => ({
  status: 'ready' as const,
  data: { lease: { ...lease, ...leaseOverrides }, statement },
});

const meta = {
  title: 'DepositReturn/DepositReturnView',
  component: DepositReturnView,
  args: { state: ready(null), viewer: 'landlord', onSubmit: fn() },
} satisfies Meta<typeof DepositReturnView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Failed: Story = { args: { state: { status: 'error', message: 'Failed to load the deposit statement.' } } };

/** The landlord's form: the province's rule, the deadline from the lease's end, and the live total as deductions are added. */
export const LandlordForm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Manitoba: return the deposit/)).toBeInTheDocument();
    await expect(canvas.getByText('April 14, 2027')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add deduction' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Reason/ }), 'Oven cleaning');
    const amount = canvas.getByRole('textbox', { name: /Amount/ });
    await userEvent.type(amount, '150');
    await userEvent.tab();
    await expect(canvas.getByText('$1,250')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Send the statement' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ deductions: [{ reason: 'Oven cleaning', amount: 150, kind: 'cleaning' }], movedOutOn: '2027-03-31' });
  },
};

/** Saskatchewan counts business days: moving out on a Friday, the deadline skips two weekends. */
export const LandlordFormBusinessDays: Story = { args: { state: ready(null, { province: 'SK', endDate: '2027-01-08' }) } };

/** British Columbia: a damage deduction needs the signed move-in report, and the form says so before the API does. */
export const LandlordFormDamageInBC: Story = {
  args: { state: ready(null, { province: 'BC', deposits: [{ kind: 'security', amount: 900 }] }), initialDeductions: [{ reason: 'Broken blind', amount: 80, kind: 'damage' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/needs a move-in condition report signed by both parties in this province/)).toBeInTheDocument();
  },
};

/** Deductions above what is held: the form refuses before sending, with the amounts. */
export const LandlordFormTooMuch: Story = {
  args: { initialDeductions: [{ reason: 'New carpet', amount: 1600, kind: 'damage' }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the statement' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('The deductions ($1,600) are more than the deposits held ($1,400).');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The API's refusal under the form. */
export const Refused: Story = {
  args: { error: 'A damage deduction needs a move-in condition report signed by both parties in British Columbia (Residential Tenancy Act, ss. 24 and 38).' },
};
export const Sending: Story = { args: { isPending: true } };

export const Statement: Story = { args: { state: ready(depositStatementFixture()) } };
export const StatementForTenant: Story = { args: { state: ready(depositStatementFixture()), viewer: 'tenant' } };
/** Ontario: the last month's rent deposit pays the last month; no deadline to show. */
export const StatementOntario: Story = {
  args: {
    state: ready(depositStatementFixture({ province: 'ON', held: 60, appliedToLastMonth: 2000, deductions: [], deducted: 0, returned: 60, deadline: null })),
    viewer: 'tenant',
  },
};
export const TenantWaiting: Story = { args: { viewer: 'tenant' } };

export const LandlordFormFrench: Story = inFrench({ args: { initialDeductions: [{ reason: 'Nettoyage du four', amount: 120, kind: 'cleaning' }] } });
export const StatementFrench: Story = inFrench({ args: { state: ready(depositStatementFixture()) } });
export const TenantWaitingFrench: Story = inFrench({ args: { viewer: 'tenant' } });
export const FailedFrench: Story = inFrench({ args: { state: { status: 'error', message: 'Le relevé du dépôt n’a pas pu être chargé.' } } });

export const LandlordFormPhone: Story = {
  ...atPhoneWidth(320),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add deduction' }));
    await expectFitsWindow(canvasElement);
  },
};
export const StatementPhone: Story = {
  ...atPhoneWidth(320),
  args: { state: ready(depositStatementFixture()) },
  play: async ({ canvasElement }) => expectFitsWindow(canvasElement),
};
