import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ontarioInterestLedger, quebecRentLedger, rentLedgerFixture, tenantRentLedger } from '../../../testing/fixtures/rent';
import { inFrench } from '../../../testing/french';
import { atPhoneWidth, expectFitsWindow } from '../../../testing/phone-viewport';
import { RentLedgerView } from './RentLedgerView';

const meta = {
  title: 'Rent/RentLedger',
  component: RentLedgerView,
  args: { state: { status: 'ready', data: rentLedgerFixture() }, onRecord: fn() },
} satisfies Meta<typeof RentLedgerView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The landlord: what is owed, each month newest first (a prorated first period), receipts, and Record a payment. */
export const Landlord: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Owed: $1,400.00');
    await expect(canvas.getByText('Oct 1, 2026 to Oct 31, 2026')).toBeInTheDocument();
    await expect(canvas.getByText('$600.00 ahead')).toBeInTheDocument();
    await expect(canvas.getByText(/\(prorated\)/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Receipt for \$2,600\.00 on Oct 1, 2026 \(Cheque\)/ })).toHaveAttribute('href', '/api/payments/903/receipt?lang=en');
    await expect(canvas.getByRole('link', { name: 'Rent statement 2026 (PDF)' })).toHaveAttribute('href', '/api/leases/501/rent-statement?year=2026&lang=en');
    await userEvent.click(canvas.getByRole('button', { name: 'Record a payment' }));
    await expect(args.onRecord).toHaveBeenCalled();
  },
};

/** The tenant reads the same ledger, without recording. */
export const Tenant: Story = {
  args: { state: { status: 'ready', data: tenantRentLedger() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Record a payment' })).toBeNull();
    await expect(canvas.getAllByRole('link', { name: /Receipt for/ })).toHaveLength(3);
  },
};

/** Québec: nothing due yet, and the RL-31 in French. */
export const QuebecNothingDue: Story = {
  args: { state: { status: 'ready', data: quebecRentLedger() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No rent has fallen due yet.')).toBeInTheDocument();
    await expect(canvas.getByText('No payment recorded yet.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'RL-31 2026 (PDF, in French)' })).toHaveAttribute('href', '/api/leases/601/rl31?year=2026');
  },
};

/** Ontario: the last month's rent deposit's interest per anniversary. */
export const DepositInterest: Story = {
  args: { state: { status: 'ready', data: ontarioInterestLedger() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aug 15, 2026: $42.00 (2.1%, the 2026 guideline)')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Failed: Story = {
  args: { state: { status: 'error', message: 'The rent ledger could not be loaded. Please try again.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The rent ledger could not be loaded.');
  },
};

/** At 320 px the table becomes cards; nothing overflows. */
export const Phone320: Story = {
  ...atPhoneWidth(320),
  play: async ({ canvasElement }) => {
    await expectFitsWindow(canvasElement);
  },
};

export const Phone390: Story = {
  ...atPhoneWidth(390),
  play: async ({ canvasElement }) => {
    await expectFitsWindow(canvasElement);
  },
};

export const LandlordFrench: Story = inFrench(Landlord);
export const TenantFrench: Story = inFrench(Tenant);
export const QuebecNothingDueFrench: Story = inFrench(QuebecNothingDue);
export const DepositInterestFrench: Story = inFrench(DepositInterest);
export const LoadingFrench: Story = inFrench(Loading);
export const Phone320French: Story = inFrench(Phone320);
export const FailedFrench: Story = inFrench({ ...Failed, args: { state: { status: 'error', message: 'Le registre des loyers n’a pas pu être chargé. Veuillez réessayer.' } } });
