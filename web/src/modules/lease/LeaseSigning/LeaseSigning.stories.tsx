import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { leaseFixture } from '../../../testing/fixtures/dashboard';
import { inFrench } from '../../../testing/french';
import { LeaseSigning } from './LeaseSigning';

const landlordSigned = { role: 'landlord' as const, name: 'Daniel Tremblay', signedAt: '2026-11-20T15:04:00.000Z' };
const tenantSigned = { role: 'tenant' as const, name: 'Maya Chen', signedAt: '2026-11-21T01:30:00.000Z' };

const meta = {
  title: 'Lease/LeaseSigning',
  component: LeaseSigning,
  args: { lease: leaseFixture(), viewer: 'tenant', onSign: fn(), timeZone: 'America/Toronto' },
} satisfies Meta<typeof LeaseSigning>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody signed: the document in the reader's language and Sign. */
export const NotSigned: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not signed yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read the lease (PDF), lease #501' })).toHaveAttribute('href', '/api/leases/501/document?lang=en');
    await expect(canvas.queryByRole('link', { name: /Download the signed lease/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign lease #501' }));
    await expect(args.onSign).toHaveBeenCalled();
  },
};

/** A tenancy brought in was signed on paper: no Sign button, and it says so. */
export const BroughtIn: Story = {
  args: { lease: leaseFixture({ status: 'active', existingTenancy: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Signed outside Hearth before it was brought in')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Sign lease/ })).toBeNull();
  },
};
export const BroughtInFrench: Story = inFrench({
  args: { lease: leaseFixture({ status: 'active', existingTenancy: true }), viewer: 'landlord' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Signé hors de Hearth avant l’ajout de la location')).toBeVisible();
  },
});

/** The tenant reads that the landlord signed first, and when. */
export const LandlordSignedWaitingForYou: Story = {
  args: { lease: leaseFixture({ signingStatus: 'partly_signed', signatures: [landlordSigned] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Signed by the landlord — waiting for you')).toBeVisible();
    await expect(canvas.getByText('Daniel Tremblay, landlord, signed on Nov 20, 2026, 10:04 a.m.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign lease #501' })).toBeVisible();
  },
};

/** The landlord, having signed, waits for the tenant: no Sign for them. */
export const SignedByYouWaiting: Story = {
  args: { viewer: 'landlord', lease: leaseFixture({ signingStatus: 'partly_signed', signatures: [landlordSigned] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Signed by you — waiting for the tenant')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Sign lease/ })).toBeNull();
  },
};

/** Both signed: the sealed copy downloads. */
export const SignedByBoth: Story = {
  args: { lease: leaseFixture({ signingStatus: 'signed', signatures: [landlordSigned, tenantSigned], signedDocumentCid: 'bafkreisealed' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Signed by both')).toBeVisible();
    const download = canvas.getByRole('link', { name: 'Download the signed lease (PDF), lease #501' });
    await expect(download).toHaveAttribute('href', '/api/leases/501/signed-document');
    await expect(download).toHaveAttribute('download');
    await expect(canvas.queryByRole('button', { name: /Sign lease/ })).toBeNull();
  },
};

/** A declined lease cannot be signed: no Sign button. */
export const Declined: Story = {
  args: { lease: leaseFixture({ status: 'declined' }) },
  play: async ({ canvasElement }) => expect(within(canvasElement).queryByRole('button', { name: /Sign lease/ })).toBeNull(),
};

export const NotSignedFrench: Story = {
  ...inFrench(NotSigned),
  play: async (context) => {
    await inFrench(NotSigned).play(context);
    await expect(within(context.canvasElement).getByRole('link', { name: 'Lire le bail (PDF), bail nº\u00a0501' })).toHaveAttribute('href', '/api/leases/501/document?lang=fr');
  },
};
export const LandlordSignedWaitingForYouFrench: Story = inFrench(LandlordSignedWaitingForYou);
export const SignedByYouWaitingFrench: Story = inFrench(SignedByYouWaiting);
export const SignedByBothFrench: Story = inFrench(SignedByBoth);
