import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inFrench } from '../../../testing/french';
import { atPhoneWidth, expectFitsWindow } from '../../../testing/phone-viewport';
import { VerifyLeaseView } from './VerifyLeaseView';

const fileName = 'lease-12-signed.pdf';
const signers = [
  { name: 'Dana Whitfield', role: 'landlord' as const, signedAt: '2026-11-20T15:04:00.000Z' },
  { name: 'Maya Chen', role: 'tenant' as const, signedAt: '2026-11-21T01:30:00.000Z' },
];
const cid = 'bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku';

const meta = {
  title: 'Lease/VerifyLease',
  component: VerifyLeaseView,
  // Times in Toronto whatever the test browser's zone (the page uses the reader's).
  args: { state: { status: 'idle' }, onFile: fn(), onRefused: fn(), onRetry: fn(), timeZone: 'America/Toronto' },
} satisfies Meta<typeof VerifyLeaseView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A drop zone and a real file input (keyboard: Browse files; screen readers: the labelled zone). */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Verify a lease' })).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    await expect(input?.accept).toBe('.pdf');
    await userEvent.upload(input!, new File(['%PDF-1.7'], fileName, { type: 'application/pdf' }));
    await expect(args.onFile).toHaveBeenCalledWith(expect.objectContaining({ name: fileName }));
  },
};

export const Checking: Story = {
  args: { state: { status: 'checking', fileName } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(`Checking ${fileName}...`)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: /Browse files/ })).toBeDisabled();
  },
};

/** The lease number, who signed in which role and when (reader's zone and locale), and the content id. */
export const Valid: Story = {
  args: { state: { status: 'valid', fileName, leaseId: 12, cid, signers } },
  play: async ({ canvasElement }) => {
    const answer = within(within(canvasElement).getByRole('region', { name: 'Valid: a lease sealed by Hearth' }));
    await expect(answer.getByText(`${fileName} is lease #12, exactly as its parties signed it.`)).toBeVisible();
    await expect(answer.getByText('Dana Whitfield, landlord, on Nov 20, 2026, 10:04 a.m.')).toBeVisible();
    await expect(answer.getByText('Maya Chen, tenant, on Nov 20, 2026, 8:30 p.m.')).toBeVisible();
    await expect(answer.getByText(cid)).toBeVisible();
  },
};

/** A changed byte, another PDF: what it means and what to do. */
export const NotValid: Story = {
  args: { state: { status: 'invalid', fileName, cid: null } },
  play: async ({ canvasElement }) => {
    const answer = within(within(canvasElement).getByRole('region', { name: 'Not valid' }));
    await expect(answer.getByText('This file is not a lease sealed by Hearth, or it was changed after signing.')).toBeVisible();
  },
};

export const NotAPdf: Story = { args: { state: { status: 'notPdf', fileName: 'lease.docx' } } };
export const TooBig: Story = { args: { state: { status: 'tooBig', fileName: 'scan.pdf' } } };

export const NetworkError: Story = {
  args: { state: { status: 'error', fileName } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The longest answer fits the narrowest phone (the content id wraps). */
export const Valid320: Story = {
  ...Valid,
  ...atPhoneWidth(320),
  play: async ({ canvasElement }) => expectFitsWindow(canvasElement),
};

export const IdleFrench: Story = inFrench(Idle);
export const CheckingFrench: Story = inFrench(Checking);
export const ValidFrench: Story = {
  ...inFrench(Valid),
  play: async (context) => {
    await inFrench(Valid).play(context);
    await expect(within(context.canvasElement).getByText(/^Dana Whitfield, propriétaire, le 20 nov\. 2026/)).toBeVisible();
  },
};
export const NotValidFrench: Story = inFrench(NotValid);
export const NotAPdfFrench: Story = inFrench(NotAPdf);
export const TooBigFrench: Story = inFrench(TooBig);
export const NetworkErrorFrench: Story = inFrench(NetworkError);
