import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectFitsColumn, onAPhone } from '../../storybook/phone';
import { DesignSystemProvider } from '../Provider/DesignSystemProvider';
import { SlotPicker, type SlotPickerProps } from './SlotPicker';

// Toronto, November 2026 (UTC-5): 15:00Z is 10:00 a.m.
const slots = [
  { id: 's1', startsAt: '2026-11-24T15:00:00Z', freePlaces: 1 },
  { id: 's2', startsAt: '2026-11-24T16:00:00Z', freePlaces: 0 },
  { id: 's3', startsAt: '2026-11-24T18:30:00Z', freePlaces: 3 },
  { id: 's4', startsAt: '2026-11-26T22:00:00Z', freePlaces: 1 },
  { id: 's5', startsAt: '2026-11-28T15:00:00Z', freePlaces: 0 },
];

/** Holds the choice, as a dialog would. */
function Controlled(props: SlotPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SlotPicker
      {...props}
      value={value}
      onChange={(id) => {
        setValue(id);
        props.onChange(id);
      }}
    />
  );
}

const meta = {
  title: 'Forms/SlotPicker',
  component: SlotPicker,
  args: { slots, timeZone: 'America/Toronto', today: '2026-11-23', value: null, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof SlotPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const dayCell = (canvas: ReturnType<typeof within>, n: number) =>
  within(canvas.getByRole('grid')).getByText(String(n), { selector: '[role="button"]:not([data-outside-month])' });

/** The first day with a free place opens; days with free times are marked and described; a full time cannot be chosen. */
export const Slots: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Times in Eastern Time (Toronto)')).toBeVisible();
    const times = canvas.getByRole('radiogroup', { name: 'Times on Tuesday, November 24, 2026' });
    await expect(within(times).getByRole('radio', { name: '10:00\u00a0a.m. 1 place left' })).toBeEnabled();
    await expect(within(times).getByRole('radio', { name: '11:00\u00a0a.m. Full' })).toBeDisabled();
    await expect(dayCell(canvas, 24)).toHaveAccessibleDescription('Free viewing times');
    await expect(dayCell(canvas, 28)).not.toHaveAccessibleDescription('Free viewing times');
    await userEvent.click(within(times).getByRole('radio', { name: '1:30\u00a0p.m. 3 places left' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('s3');
    // Arrow keys move between times and skip the full one.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('s1');
    // Another day: its times, and the chosen one (not on it) is let go.
    await userEvent.click(dayCell(canvas, 26));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('radiogroup', { name: 'Times on Thursday, November 26, 2026' })).toBeVisible();
    await userEvent.click(dayCell(canvas, 25));
    await expect(canvas.getByText('No viewing times on this day. Days with free times are marked.')).toBeVisible();
  },
};
/** Every time of the day is taken. */
export const Full: Story = {
  args: { slots: [slots[1]!, { ...slots[0]!, freePlaces: 0 }] },
  play: async ({ canvas }) => {
    const radios = canvas.getAllByRole('radio');
    for (const radio of radios) await expect(radio).toBeDisabled();
    await expect(canvas.getAllByText('Full')).toHaveLength(2);
    await expect(dayCell(canvas, 24)).not.toHaveAccessibleDescription('Free viewing times');
  },
};
/** A chosen time opens on its own day. */
export const Selected: Story = {
  args: { value: 's4' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '5:00\u00a0p.m. 1 place left' })).toBeChecked();
  },
};
export const NoSlots: Story = {
  args: { slots: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No viewing times are offered yet.')).toBeVisible();
  },
};
/**
 * Vancouver's times, in Pacific Time: 22:00Z on the 26th is 3:00 p.m. there, as British Columbia kept UTC−7 after
 * 1 November 2026 (the API's emails say the same, see its time-zone tests); 5:00 p.m. in Toronto (`Selected`).
 */
export const OtherZone: Story = {
  args: { timeZone: 'America/Vancouver', value: 's4' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Times in Pacific Time (Vancouver)')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '3:00\u00a0p.m. 1 place left' })).toBeChecked();
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
/** fr-CA: the zone said in French (« heure de l’Est »), 24-hour times, places and 'Full' in French. */
export const French: Story = {
  decorators: [(Story) => <DesignSystemProvider locale="fr-CA"><Story /></DesignSystemProvider>],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Heures indiquées à l’heure de l’Est (Toronto)')).toBeVisible();
    const times = canvas.getByRole('radiogroup', { name: 'Heures le mardi 24 novembre 2026' });
    await expect(within(times).getByRole('radio', { name: '11\u00a0h\u00a000 Complet' })).toBeDisabled();
    await expect(within(times).getByRole('radio', { name: '13\u00a0h\u00a030 3\u00a0places libres' })).toBeEnabled();
    await expect(dayCell(canvas, 24)).toHaveAccessibleDescription('Plages de visite libres');
  },
};
export const NoSlotsFrench: Story = {
  ...French,
  args: { slots: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucune plage de visite n’est offerte pour l’instant.')).toBeVisible();
  },
};
export const OnAPhone: Story = onAPhone(async (canvas) => {
  await expect(canvas.getByRole('radiogroup')).toBeVisible();
});
/** In a dialog on a 320 px phone (its content 240 px wide): the seven days share the width, Saturday not cut off. */
export const InADialogAt320: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [
    (Story) => (
      <div data-testid="dialog-body" style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', width: 240 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expectFitsColumn(canvas.getByTestId('dialog-body'));
  },
};
export const Catalog: Story = Slots;
