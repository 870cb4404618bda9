import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { inFrench } from '../../../testing/french';
import { atPhone, expectOnScreen } from '../../../testing/phone';
import { DepositFields, type DepositFieldsProps, type DepositValue } from './DepositFields';

/** The fields with their own state, as the Create Lease form holds them. */
function Deposits(props: Omit<DepositFieldsProps, 'deposits' | 'onChange'> & { initial?: DepositValue[] }) {
  const [deposits, setDeposits] = useState<DepositValue[]>(props.initial ?? []);
  return <DepositFields {...props} deposits={deposits} onChange={setDeposits} />;
}

const meta = {
  title: 'Lease/DepositFields',
  component: Deposits,
  // Prefilled as after accepting an application: its listing's province and its rent.
  args: { province: 'BC', monthlyRent: 2000 },
} satisfies Meta<typeof Deposits>;
export default meta;
type Story = StoryObj<typeof meta>;

/** British Columbia: 'Add deposit' adds a security deposit of half the rent, never last month's rent first. */
export const BritishColumbia: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^British Columbia: a security deposit of at most half a month's rent/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add deposit' }));
    const first = within(canvas.getByRole('group', { name: 'Deposit 1' }));
    await expect(first.getByRole('button', { name: /Kind/ })).toHaveTextContent('Security deposit');
    await expect(first.getByRole('textbox', { name: /Amount/ })).toHaveValue('$1,000');
  },
};

/** Quebec allows no deposit: no 'Add deposit', and the form says why. */
export const Quebec: Story = {
  args: { province: 'QC', monthlyRent: 1500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Quebec: no deposit of any kind (Civil Code of Québec, art. 1904).')).toBeInTheDocument();
    await expect(canvas.getByText("No deposit can be added: the law of this listing's province forbids them.")).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Add deposit' })).toBeNull();
  },
};

/** Ontario offers only last month's rent (the rent's amount) and a key deposit. */
export const Ontario: Story = {
  args: { province: 'ON', monthlyRent: 2450 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add deposit' }));
    const first = within(canvas.getByRole('group', { name: 'Deposit 1' }));
    await expect(first.getByRole('textbox', { name: /Amount/ })).toHaveValue('$2,450');
    await userEvent.click(first.getByRole('button', { name: /Kind/ }));
    const kinds = within(await screen.findByRole('listbox'));
    await expect(kinds.getAllByRole('option').map((option) => option.textContent)).toEqual(["Last month's rent", 'Key deposit']);
    await userEvent.keyboard('{Escape}');
  },
};

/** Before a listing is chosen its province is unknown: nothing to add yet, and the form says what to do. */
export const NoPropertyYet: Story = {
  args: { province: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose a property first: its province decides which deposits a lease may hold.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Add deposit' })).toBeNull();
  },
};

/** A deposit the province refuses (the listing changed) stays listed with the refusal under it. */
export const RefusedKind: Story = {
  args: { province: 'ON', initial: [{ kind: 'security', amount: 500 }], error: 'A security deposit is not allowed in Ontario (Residential Tenancies Act, 2006, ss. 105–106).' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('group', { name: 'Deposit 1' })).getByRole('button', { name: /Kind/ })).toHaveTextContent('Security deposit');
    await expect(canvas.getByRole('alert')).toHaveTextContent('A security deposit is not allowed in Ontario');
  },
};

/** On a phone: the deposit's controls are whole tap targets, within the screen. */
export const BritishColumbiaOnPhone: Story = {
  ...atPhone(390),
  args: { initial: [{ kind: 'security', amount: 1000 }] },
  play: async ({ canvas }) => {
    await expectOnScreen(canvas.getByRole('button', { name: 'Add deposit' }));
    await expectOnScreen(canvas.getByRole('button', { name: 'Remove deposit 1' }));
  },
};

export const BritishColumbiaFrench: Story = {
  ...inFrench(BritishColumbia),
  play: async (context) => {
    await inFrench({}).play(context);
    await userEvent.click(context.canvas.getByRole('button', { name: 'Ajouter un dépôt' }));
    const first = within(context.canvas.getByRole('group', { name: 'Dépôt 1' }));
    await expect(first.getByRole('button', { name: /Nature/ })).toHaveTextContent('Dépôt de garantie');
    await expect(first.getByRole('textbox', { name: /Montant/ })).toHaveValue('1\u00a0000\u00a0$');
  },
};
export const QuebecFrench: Story = {
  ...inFrench(Quebec),
  play: async (context) => {
    await inFrench({}).play(context);
    await expect(context.canvas.queryByRole('button', { name: 'Ajouter un dépôt' })).toBeNull();
  },
};
export const NoPropertyYetFrench: Story = inFrench(NoPropertyYet);
