import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { moveInFixture, moveOutFixture } from '../../../testing/fixtures/inspections';
import { inFrench } from '../../../testing/french';
import { InspectionsView } from './InspectionsView';

const landlord = { role: 'landlord' as const, expectedName: 'Lena Landlord' };
const tenant = { role: 'tenant' as const, expectedName: 'Maya Chen' };

/** The smallest phone the app supports: the form and the reports are one column. */
const PHONES = { phone320: { name: 'Phone 320 × 568', styles: { width: '320px', height: '568px' }, type: 'mobile' } } as const;
const onPhone = { globals: { viewport: { value: 'phone320', isRotated: false } }, parameters: { viewport: { options: PHONES } } };

/** The French stories' reports, as a French-speaking landlord writes them. */
const frenchReports = [
  moveInFixture({
    rooms: [
      { name: 'Cuisine', items: [{ name: 'Réfrigérateur', condition: 'good', note: null }, { name: 'Comptoirs', condition: 'fair', note: 'Petit éclat près de l’évier' }] },
      { name: 'Chambre', items: [{ name: 'Murs', condition: 'good', note: null }, { name: 'Stores', condition: 'good', note: null }] },
    ],
  }),
  moveOutFixture({
    rooms: [
      { name: 'Cuisine', items: [{ name: 'Réfrigérateur', condition: 'good', note: null }, { name: 'Comptoirs', condition: 'damaged', note: 'Brûlure' }] },
      { name: 'Chambre', items: [{ name: 'Murs', condition: 'good', note: null }, { name: 'Stores', condition: 'missing', note: null }] },
    ],
    changesSinceMoveIn: [
      { room: 'Cuisine', item: 'Comptoirs', before: 'fair', after: 'damaged' },
      { room: 'Chambre', item: 'Stores', before: 'good', after: 'missing' },
    ],
  }),
];

const meta = {
  title: 'Inspection/InspectionsView',
  component: InspectionsView,
  args: {
    state: { status: 'ready', data: [moveInFixture(), moveOutFixture()] },
    canCreate: [],
    drafting: null,
    creating: false,
    createRefusal: null,
    signer: landlord,
    signingId: null,
    signRefusal: null,
    onDraft: fn(),
    onCreate: fn(),
    onSign: fn(),
  },
} satisfies Meta<typeof InspectionsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const Failed: Story = { args: { state: { status: 'error', message: 'The inspection reports could not be loaded.' } } };

/** No report yet: the landlord starts the move-in report. */
export const Empty: Story = {
  args: { state: { status: 'empty' }, canCreate: ['move-in'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No inspection report yet.')).toBeInTheDocument();
    canvas.getByRole('button', { name: 'Start the move-in report' }).click();
    await expect(args.onDraft).toHaveBeenCalledWith('move-in');
  },
};

/** Writing the move-in report on the smallest phone: the default rooms and items, each Good until changed. */
export const Drafting: Story = {
  ...onPhone,
  args: { state: { status: 'empty' }, canCreate: ['move-in'], drafting: 'move-in' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Kitchen' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Save the report' })).toBeInTheDocument();
  },
};

/** The API refused the report (a second move-in report). */
export const DraftRefused: Story = {
  args: { ...Drafting.args, createRefusal: 'This lease already has a move-in report.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This lease already has a move-in report.');
  },
};

/** A sealed move-in report, and a move-out report with what changed since, highlighted, for the landlord to sign. */
export const MoveOutToSign: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Kitchen · Counters: Fair (normal wear) → Damaged')).toBeInTheDocument();
    await expect(canvas.getByText('Counters: Damaged (changed)')).toBeInTheDocument();
    await expect(canvas.getByRole('form', { name: 'Sign the report' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Download the signed report (PDF)' })).toHaveAttribute('href', '/api/inspections/801/signed-document');
  },
};

/** The tenant's view: they sign; the API's refusal shows beside the form. */
export const TenantSignRefused: Story = {
  args: { signer: tenant, signRefusal: { id: 802, message: 'Type your full name as the lease names you: Maya Chen.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Type your full name as the lease names you: Maya Chen.');
  },
};

/** A move-out report with no signed move-in report to compare with. */
export const NothingToCompare: Story = {
  args: { state: { status: 'ready', data: [moveOutFixture({ changesSinceMoveIn: null })] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There is no move-in report signed by both parties to compare with.')).toBeInTheDocument();
  },
};

export const EmptyFrench: Story = inFrench({ ...Empty, play: undefined });
export const DraftingFrench: Story = inFrench({ ...Drafting, play: undefined });
export const MoveOutToSignFrench: Story = inFrench({ ...MoveOutToSign, args: { state: { status: 'ready', data: frenchReports } }, play: undefined });
export const NothingToCompareFrench: Story = inFrench({ ...NothingToCompare, args: { state: { status: 'ready', data: [{ ...frenchReports[1]!, changesSinceMoveIn: null }] } }, play: undefined });
export const FailedFrench: Story = inFrench({ ...Failed, args: { state: { status: 'error', message: 'Les rapports d’inspection n’ont pas pu être chargés.' } } });
