import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectLabelClickSelects } from '../../storybook/play';
import { Checkbox } from '../Checkbox/Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

const amenities = ['Central Heating', 'Central AC', 'Utilities Included', 'Laundry In-Unit', 'Pet Friendly', 'Balcony/Patio', 'Dishwasher', 'Gym/Fitness Center', 'Swimming Pool', 'Garden/Yard'];

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  args: { label: 'Amenities', children: null },
  render: (args) => (
    <CheckboxGroup {...args}>
      {amenities.map((a) => <Checkbox key={a} value={a}>{a}</Checkbox>)}
    </CheckboxGroup>
  ),
} satisfies Meta<typeof CheckboxGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Amenities: Story = {
  play: ({ canvas }) => expectLabelClickSelects(canvas, 'checkbox', 'Pet Friendly'),
};
export const Preselected: Story = { args: { defaultValue: ['Dishwasher', 'Central AC'] } };
export const Vertical: Story = { args: { layout: 'vertical', description: 'Pick all that apply' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Pick at least one amenity' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: ['Balcony/Patio'] } };
export const Catalog: Story = Preselected;
