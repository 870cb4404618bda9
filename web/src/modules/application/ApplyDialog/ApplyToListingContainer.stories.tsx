import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { RentalProfileDocument, SaveRentalProfileDocument } from '../../../generated/graphql';
import { withProviders } from '../../../testing/decorators';
import { ApplyToListingContainer } from './ApplyToListingContainer';

const EMPTY = {
  __typename: 'RentalProfile',
  employer: null,
  jobTitle: null,
  monthlyIncome: null,
  householdSize: 1,
  pets: null,
  moveInDate: null,
  references: [],
  introduction: null,
  documents: [],
  updatedAt: null,
};
const SAVED = { ...EMPTY, employer: 'Ubisoft', updatedAt: '2026-10-02T14:00:00.000Z' };

/**
 * Apply without a rental profile: the tenant fills it in from the application and comes back to it, on this listing
 * (not to the dashboard), with what the application will share.
 */
const meta = {
  title: 'Application/ApplyToListing',
  component: ApplyToListingContainer,
  tags: ['!autodocs'],
  args: { propertyId: 101, listingTitle: 'Sunny two-bedroom near High Park', landlordName: 'Daniel Tremblay' },
  decorators: [
    withProviders({
      role: 'tenant',
      mocks: [
        { request: { query: RentalProfileDocument }, result: { data: { rentalProfile: EMPTY } } },
        {
          request: { query: SaveRentalProfileDocument, variables: () => true },
          result: { data: { saveRentalProfile: { __typename: 'RentalProfile', updatedAt: SAVED.updatedAt } } },
        },
        { request: { query: RentalProfileDocument }, result: { data: { rentalProfile: SAVED } } },
      ],
    }),
  ],
} satisfies Meta<typeof ApplyToListingContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FillsTheProfileAndComesBack: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Apply' }));
    const apply = within(await screen.findByRole('dialog', { name: 'Apply for Sunny two-bedroom near High Park' }));
    await userEvent.click(apply.getByRole('button', { name: 'Fill in my rental profile' }));
    const profile = within(await screen.findByRole('dialog', { name: 'Rental profile' }));
    await userEvent.type(profile.getByRole('textbox', { name: 'Employer' }), 'Ubisoft');
    await userEvent.click(profile.getByRole('button', { name: 'Save rental profile' }));
    const back = within(await screen.findByRole('dialog', { name: 'Apply for Sunny two-bedroom near High Park' }));
    await waitFor(() => expect(back.getByText('What you share')).toBeInTheDocument());
    await expect(back.getByText(/Ubisoft/)).toBeInTheDocument();
    await expect(back.getByRole('button', { name: 'Send application' })).toBeEnabled();
    // react-aria announces the pending Save by the id of a button now gone (for 7 s): not the page's own markup.
    document.querySelectorAll('[aria-live] > [aria-labelledby]').forEach((node) => node.remove());
  },
};
