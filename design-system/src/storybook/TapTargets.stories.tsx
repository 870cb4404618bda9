import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate } from '@internationalized/date';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../components/Button';
import { DatePicker } from '../components/DatePicker';
import { Checkbox } from '../components/Checkbox';
import { ComboBox, ComboBoxItem } from '../components/ComboBox';
import { Footer } from '../components/Footer';
import { Link } from '../components/Link';
import { NumberField } from '../components/NumberField';
import { Radio, RadioGroup } from '../components/RadioGroup';
import { Select, SelectItem } from '../components/Select';
import { Switch } from '../components/Switch';
import { TextField } from '../components/TextField';
import { tapTargetPx } from '../tokens/media';
import { inBody, openCalendar } from './play';

/** What a finger taps on a phone: a checkbox, radio or switch by its label, anything else by its own box. */
const tapBox = (element: Element) => (element.closest('label') ?? element).getBoundingClientRect();

/** Every shown control in `root` under 44 × 44 px, as 'tag "name" w×h' (empty when all are whole). */
function smallTargets(root: Element): string[] {
  const controls = root.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), [role="button"], [role="option"], [role="switch"], [role="radio"], [role="checkbox"]');
  return [...controls]
    .filter((element) => element.checkVisibility() && !element.closest('[aria-hidden="true"]') && element.getBoundingClientRect().width > 1)
    .map((element) => ({ element, box: tapBox(element) }))
    .filter(({ box }) => Math.round(box.width) < tapTargetPx || Math.round(box.height) < tapTargetPx)
    .map(({ element, box }) => `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.textContent?.trim()}" ${Math.round(box.width)}×${Math.round(box.height)}`);
}

/**
 * On a phone (320 px) every control of the design system is a whole tap target, 44 × 44 px (WCAG 2.5.5), whatever
 * its size on larger screens: buttons, fields, a select's options, a number field's steppers, checkboxes, radios and
 * switches by their labels, standalone links and the footer's. A link inside a sentence stays a line of text.
 */
const meta = {
  title: 'Foundations/Tap targets on a phone',
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  render: () => (
    <div style={{ display: 'grid', gap: 12, padding: 16 }}>
      <Button size="sm">Save</Button>
      <TextField label="City" />
      <Select label="Province" placeholder="Select a province">
        <SelectItem id="ON">Ontario</SelectItem>
        <SelectItem id="QC">Quebec</SelectItem>
      </Select>
      <NumberField label="Bedrooms" defaultValue={2} />
      <ComboBox label="Neighbourhood">
        <ComboBoxItem id="annex">The Annex</ComboBoxItem>
      </ComboBox>
      <Checkbox>Pets allowed</Checkbox>
      <Switch>Shown to renters</Switch>
      <RadioGroup label="Furnishing">
        <Radio value="furnished">Furnished</Radio>
        <Radio value="unfurnished">Unfurnished</Radio>
      </RadioGroup>
      <Link href="/lease.pdf" standalone>
        Read the lease (PDF)
      </Link>
      <p>
        Read our <Link href="/privacy">Privacy Policy</Link> before you apply.
      </p>
      <Footer columns={[{ title: 'Support', links: [{ href: '/help', label: 'Help Center' }, { href: '/contact', label: 'Contact Us' }] }]} />
    </div>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryControl: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(window.innerWidth).toBeLessThan(768));
    const inline = canvas.getByRole('link', { name: 'Privacy Policy' });
    // The sentence's link is exempt (WCAG's inline exception) and stays inline: the line does not grow.
    await expect(getComputedStyle(inline).display).toBe('inline');
    await expect(smallTargets(canvasElement).filter((target) => !target.includes('Privacy Policy'))).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: /Province/ }));
    const listbox = await inBody(canvasElement).findByRole('listbox');
    await expect(smallTargets(listbox)).toEqual([]);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Quebec' }));
  },
};

/** At 390 px a date picker's days are whole tap targets too (at 320 px seven of them can only be 40 px wide). */
export const CalendarDaysAt390: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  parameters: { viewport: { options: { phone390: { name: 'Phone 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' } } } },
  render: () => <DatePicker label="Move-in date" defaultValue={new CalendarDate(2026, 12, 1)} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(window.innerWidth).toBe(390));
    await openCalendar(canvasElement);
    const grid = await inBody(canvasElement).findByRole('grid');
    await expect(smallTargets(grid)).toEqual([]);
    await userEvent.keyboard('{Escape}');
  },
};
