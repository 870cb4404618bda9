import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RentIncreasesView, type RentIncreaseForm } from './RentIncreasesView';
import { ontarioAboveCap, ontarioIncrease, ontarioLimits, quebecIncrease, quebecLimits, refusedQuebecIncrease } from '../../../testing/fixtures/rent-increases';
import { inFrench } from '../../../testing/french';
import { atPhone, expectOnScreen } from '../../../testing/phone';

const form = (overrides: Partial<RentIncreaseForm> = {}): RentIncreaseForm => ({
  newRent: null,
  effectiveDate: '',
  onNewRentChange: fn(),
  onEffectiveDateChange: fn(),
  limits: ontarioLimits,
  onSubmit: fn(),
  ...overrides,
});

/** On a phone: the control, once scrolled to, is whole and a full tap target; the page never scrolls sideways. */
async function fitsPhone(control: Element) {
  control.scrollIntoView({ block: 'center' });
  await expectOnScreen(control);
  await expect(document.documentElement.scrollWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(window.innerWidth);
}

const meta = {
  title: 'Screens/Lease/Rent increases',
  component: RentIncreasesView,
  args: {
    province: 'ON',
    role: 'landlord',
    increases: { status: 'ready', data: [ontarioIncrease] },
    form: form(),
    noticeHref: (id: number) => `/api/rent-increases/${id}/notice?lang=en`,
    onAnswer: fn(),
  },
} satisfies Meta<typeof RentIncreasesView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LandlordLimits: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Earliest lawful date: Apr 20, 2026')).toBeVisible();
    await expect(canvas.getByText('Highest lawful rent: $2,042.00 (cap 2.1%)')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read the notice of rent increase #41 (PDF)' })).toHaveAttribute('href', '/api/rent-increases/41/notice?lang=en');
  },
};
export const LandlordAboveCap: Story = {
  args: { form: form({ newRent: 2042.01, effectiveDate: '2026-05-01', limits: ontarioAboveCap }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/the highest lawful rent is \$2,042\.00/)).toBeVisible();
  },
};
export const LandlordChecking: Story = { args: { form: form({ limits: null, checking: true }) } };
export const LandlordSubmitting: Story = {
  args: { form: form({ newRent: 2042, effectiveDate: '2026-05-01', submitting: true }) },
};
export const LandlordRefusedBySubmit: Story = {
  args: { form: form({ newRent: 2042, effectiveDate: '2026-04-19', error: 'An increase needs 90 days’ written notice in Ontario (Residential Tenancies Act, 2006, ss. 116, 119 and 120): with notice given today, the earliest lawful date is Apr 20, 2026.' }) },
};
export const LandlordSubmits: Story = {
  args: { form: form({ newRent: 2042, effectiveDate: '2026-05-01' }) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Give notice' }));
    await expect(args.form!.onSubmit).toHaveBeenCalled();
  },
};
export const NoIncreases: Story = { args: { increases: { status: 'empty' } } };
export const Loading: Story = { args: { increases: { status: 'loading' } } };
export const LoadError: Story = { args: { increases: { status: 'error', message: 'Failed to fetch rent increases' } } };
export const Unverified: Story = {
  args: { province: 'SK', form: form({ limits: { ...ontarioLimits, capPercent: null, highestRent: null, uncapped: 'no-cap' } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/could not verify this province’s notice rule/)).toBeVisible();
    await expect(canvas.getByText('No cap applies in this province.')).toBeVisible();
  },
};
export const QuebecLandlord: Story = {
  args: { province: 'QC', form: form({ limits: quebecLimits }), increases: { status: 'ready', data: [refusedQuebecIncrease, quebecIncrease] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Within one month you may apply to the Tribunal administratif du logement/)).toBeVisible();
    await expect(canvas.getByText(/give notice from Jan 1, 2026 to Apr 1, 2026/)).toBeVisible();
  },
};
export const QuebecTenantAnswers: Story = {
  args: { province: 'QC', role: 'tenant', form: undefined, increases: { status: 'ready', data: [quebecIncrease] } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/You may refuse this increase until Feb 20, 2026/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refuse rent increase #42' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(42, false);
  },
};
export const QuebecTenantAnswering: Story = { args: { ...QuebecTenantAnswers.args, answeringId: 42 } };
export const TenantOntario: Story = { args: { role: 'tenant', form: undefined } };

export const LandlordLimitsFrench: Story = inFrench(LandlordLimits);
export const LandlordAboveCapFrench: Story = inFrench({ ...LandlordAboveCap, args: { form: form({ newRent: 2042.01, effectiveDate: '2026-05-01', limits: { ...ontarioAboveCap, message: 'L’augmentation dépasse le plafond de 2,1\u00a0% en Ontario (Loi de 2006 sur la location à usage d’habitation, art. 116, 119 et 120)\u00a0: le loyer permis le plus élevé est de 2\u00a0042,00\u00a0$.' } }) } });
export const NoIncreasesFrench: Story = inFrench(NoIncreases);
export const LoadErrorFrench: Story = inFrench({ args: { increases: { status: 'error', message: 'Impossible de charger les augmentations de loyer' } } });
export const UnverifiedFrench: Story = inFrench(Unverified);
export const QuebecLandlordFrench: Story = inFrench(QuebecLandlord);
export const QuebecTenantAnswersFrench: Story = inFrench(QuebecTenantAnswers);

export const LandlordAtPhone320: Story = {
  ...atPhone(320),
  play: async ({ canvas }) => {
    await fitsPhone(canvas.getByRole('button', { name: 'Give notice' }));
    await fitsPhone(canvas.getByRole('link', { name: 'Read the notice of rent increase #41 (PDF)' }));
  },
};
export const QuebecTenantAtPhone320: Story = {
  ...atPhone(320),
  args: QuebecTenantAnswers.args,
  play: async ({ canvas }) => {
    await fitsPhone(canvas.getByRole('button', { name: 'Accept rent increase #42' }));
    await fitsPhone(canvas.getByRole('button', { name: 'Refuse rent increase #42' }));
  },
};
export const QuebecTenantAtPhone320French: Story = inFrench({ ...atPhone(320), args: QuebecTenantAnswers.args });
