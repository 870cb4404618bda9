import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { inFrenchDialog } from '../../../testing/french';
import { atPhoneWidth, expectFitsWindow } from '../../../testing/phone-viewport';
import { SignLeaseDialog } from './SignLeaseDialog';

const meta = {
  title: 'Lease/SignLeaseDialog',
  component: SignLeaseDialog,
  args: {
    leaseId: 501,
    role: 'tenant',
    expectedName: 'Maya Chen',
    quebec: false,
    documentHref: '/api/leases/501/document?lang=en',
    signedDocumentHref: '/api/leases/501/signed-document',
    state: { status: 'editing' },
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof SignLeaseDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const NAME = 'Sign lease #501';
const FR_NAME = 'Signer le bail nº\u00a0501';
const dialog = async () => within(await screen.findByRole('dialog', { name: NAME }));

/** The name to type, the consent, the document to read first; the dialog checks both before sending. */
export const Editing: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await expect(d.getByText('Type your full name as it appears on the lease: Maya Chen')).toBeInTheDocument();
    await expect(d.getByRole('link', { name: 'Read the lease (PDF)' })).toHaveAttribute('href', '/api/leases/501/document?lang=en');
    await userEvent.click(d.getByRole('button', { name: 'Sign the lease' }));
    await expect(d.getByRole('textbox', { name: /Your full name/ })).toHaveAccessibleDescription(/Type your full name to sign\./);
    await userEvent.type(d.getByRole('textbox', { name: /Your full name/ }), '  maya chen ');
    await userEvent.click(d.getByRole('button', { name: 'Sign the lease' }));
    await expect(d.getByRole('alert')).toHaveTextContent('Tick the box to agree to sign electronically.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(d.getByRole('checkbox', { name: /I agree to sign this lease electronically/ }));
    await userEvent.click(d.getByRole('button', { name: 'Sign the lease' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ fullName: 'maya chen', consent: true });
  },
};

/** Québec: a line says the document is in French first (Bill 96). */
export const Quebec: Story = {
  args: { quebec: true, documentHref: '/api/leases/501/document?lang=fr' },
  play: async () => {
    await expect((await dialog()).getByText(/^Québec: the lease is in French first/)).toBeInTheDocument();
  },
};

export const Submitting: Story = {
  args: { state: { status: 'submitting' } },
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: /Signing/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The API's SIGNATURE_NAME_MISMATCH, under the name; editing the name clears it. */
export const NameMismatch: Story = {
  args: { state: { status: 'refused', refusal: 'nameMismatch' } },
  play: async () => {
    const d = await dialog();
    const name = d.getByRole('textbox', { name: /Your full name/ });
    await expect(name).toHaveAccessibleDescription(/This name does not match the lease\. Type Maya Chen\./);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(name, 'Maya');
    await expect(d.queryByText(/This name does not match/)).toBeNull();
  },
};

/** The API's validation refusal of a missing consent, under the checkbox. */
export const ConsentMissing: Story = {
  args: { state: { status: 'refused', refusal: 'consentMissing' } },
  play: async () => {
    const d = await dialog();
    await expect(d.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription('Tick the box to agree to sign electronically.');
  },
};

export const AlreadySigned: Story = {
  args: { state: { status: 'refused', refusal: 'alreadySigned' } },
  play: async () => expect((await dialog()).getByRole('alert')).toHaveTextContent('You have already signed this lease.'),
};
export const NotSignable: Story = {
  args: { state: { status: 'refused', refusal: 'notSignable' } },
  play: async () => expect((await dialog()).getByRole('alert')).toHaveTextContent('This lease can no longer be signed: it was declined or withdrawn.'),
};
export const NetworkError: Story = {
  args: { state: { status: 'refused', refusal: 'network' } },
  play: async () => expect((await dialog()).getByRole('alert')).toHaveTextContent('Your signature could not be sent. Check your connection and try again.'),
};

/** The tenant signed first: the landlord is told. */
export const SignedWaiting: Story = {
  args: { state: { status: 'signed', sealed: false } },
  play: async () => {
    const d = await dialog();
    await expect(d.getByRole('status')).toHaveTextContent('You signed. We told the landlord.');
    await expect(d.queryByRole('button', { name: 'Sign the lease' })).toBeNull();
  },
};
export const SignedWaitingLandlord: Story = {
  args: { role: 'landlord', expectedName: 'Dana Whitfield', state: { status: 'signed', sealed: false } },
  play: async () => expect((await dialog()).getByRole('status')).toHaveTextContent('You signed. We told the tenant.'),
};

/** The second signature seals it: the signed copy downloads. */
export const Sealed: Story = {
  args: { state: { status: 'signed', sealed: true } },
  play: async () => {
    const d = await dialog();
    await expect(d.getByText('Signed by both')).toBeInTheDocument();
    const download = d.getByRole('link', { name: 'Download the signed lease (PDF)' });
    await expect(download).toHaveAttribute('href', '/api/leases/501/signed-document');
    await expect(download).toHaveAttribute('download');
  },
};

/** The narrowest phone: the Québec line, the name, the consent and the two 44 px buttons fit. */
export const Phone320: Story = {
  args: { quebec: true, state: { status: 'refused', refusal: 'nameMismatch' } },
  ...atPhoneWidth(320),
  play: async () => {
    const element = await screen.findByRole('dialog', { name: NAME });
    await expectFitsWindow(element);
    const sign = within(element).getByRole('button', { name: 'Sign the lease' });
    // Measured once the dialog has finished rising in (it opens slightly scaled down).
    await waitFor(() => expect(sign.getBoundingClientRect().height).toBeGreaterThanOrEqual(44));
  },
};

export const EditingFrench: Story = inFrenchDialog({ args: {} }, FR_NAME);
export const QuebecFrench: Story = inFrenchDialog(Quebec, FR_NAME);
export const SubmittingFrench: Story = inFrenchDialog(Submitting, FR_NAME);
export const NameMismatchFrench: Story = inFrenchDialog(NameMismatch, FR_NAME);
export const ConsentMissingFrench: Story = inFrenchDialog(ConsentMissing, FR_NAME);
export const AlreadySignedFrench: Story = inFrenchDialog(AlreadySigned, FR_NAME);
export const NotSignableFrench: Story = inFrenchDialog(NotSignable, FR_NAME);
export const NetworkErrorFrench: Story = inFrenchDialog(NetworkError, FR_NAME);
export const SignedWaitingFrench: Story = inFrenchDialog(SignedWaiting, FR_NAME);
export const SealedFrench: Story = inFrenchDialog(Sealed, FR_NAME);
export const Phone320French: Story = inFrenchDialog({ ...Phone320 }, FR_NAME, async (element) => expectFitsWindow(element));
