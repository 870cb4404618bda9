import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import VerifyLeaseContainer from './VerifyLeaseContainer';

const SEALED = '%PDF-1.7 sealed by Hearth';
const signers = [
  { name: 'Dana Whitfield', role: 'landlord', signedAt: '2026-11-20T15:04:00.000Z' },
  { name: 'Maya Chen', role: 'tenant', signedAt: '2026-11-21T01:30:00.000Z' },
];

/** POST /api/verify as the API answers: valid for the sealed bytes only, 400 NOT_A_PDF for anything not a PDF. */
async function fakeVerify(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (String(input) !== '/api/verify' || init?.method !== 'POST') return new Response(null, { status: 404 });
  const text = await ((init.body as FormData).get('file') as Blob).text();
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  if (!text.startsWith('%PDF-')) return json({ code: 'NOT_A_PDF', message: 'This file is not a PDF.' }, 400);
  return text === SEALED ? json({ valid: true, cid: 'bafkreisealed', leaseId: 12, signers }) : json({ valid: false, cid: 'bafkreiother', signers: [] });
}

const meta = {
  title: 'Lease/VerifyLease/Container',
  component: VerifyLeaseContainer,
  beforeEach: () => {
    const real = window.fetch;
    window.fetch = fakeVerify as typeof fetch;
    return () => {
      window.fetch = real;
    };
  },
} satisfies Meta<typeof VerifyLeaseContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The file goes to /api/verify; the sealed copy is valid, the same copy with one byte changed is not, a .pdf that is not one says so. */
export const ChecksFiles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([SEALED], 'lease-12-signed.pdf', { type: 'application/pdf' }));
    await expect(await canvas.findByRole('region', { name: 'Valid: a lease sealed by Hearth' })).toHaveTextContent('lease-12-signed.pdf is lease #12');
    await userEvent.upload(input, new File([SEALED.replace('sealed', 'sealeD')], 'changed.pdf', { type: 'application/pdf' }));
    await expect(await canvas.findByRole('region', { name: 'Not valid' })).toBeVisible();
    await userEvent.upload(input, new File(['PK zip'], 'renamed.pdf', { type: 'application/pdf' }));
    await expect(await canvas.findByRole('region', { name: 'This file is not a PDF' })).toBeVisible();
    await expect(document.title).toBe('Verify a lease · Hearth');
  },
};
