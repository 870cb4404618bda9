import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GraphQLError } from 'graphql';
import { VerifyEmailDocument } from '../../../generated/graphql';
import { withProviders } from '../../../testing/decorators';
import VerifyEmailContainer from './VerifyEmailContainer';

const TOKEN = 'v'.repeat(43);
const request = { query: VerifyEmailDocument, variables: { token: TOKEN } };

/** Where the page's way out led (the story's router, outside the page's fixed location). */
function WhereAmI() {
  const { pathname, search } = useLocation();
  return <p data-testid="landed">{`${pathname}${search}`}</p>;
}

/** The container against mocked GraphQL: the token of the URL goes out only on the click. */
const meta = {
  title: 'Auth/VerifyEmailPage',
  component: VerifyEmailContainer,
  tags: ['!autodocs'],
  beforeEach: () => () => {
    // react-aria announces a pending button by its id for 7 s; the next story must not inherit a label that is gone.
    document.querySelectorAll('[aria-live] > [aria-labelledby]').forEach((node) => node.remove());
  },
  render: (_, { parameters }) => (
    <>
      <Routes location={`/verify-email?token=${TOKEN}${(parameters.next as string | undefined) ?? ''}`}>
        <Route path="verify-email" element={<VerifyEmailContainer />} />
      </Routes>
      <WhereAmI />
    </>
  ),
} satisfies Meta<typeof VerifyEmailContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const VerifiesOnConfirm: Story = {
  decorators: [withProviders({ role: 'tenant', mocks: [{ request, result: { data: { verifyEmail: 'Your email address is verified.' } } }] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm email address' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your email address is verified.');
    await expect(canvas.getByRole('button', { name: 'Go to Dashboard' })).toBeVisible();
  },
};

export const ShowsTheServersRefusal: Story = {
  decorators: [
    withProviders({
      mocks: [
        {
          request,
          result: { errors: [new GraphQLError('This verification link is invalid or has expired. Please request a new one.', { extensions: { code: 'INVALID_TOKEN' } })] },
        },
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm email address' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This verification link is invalid or has expired.');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

/** Signed up from a listing: once confirmed, the way out goes back to it (its filters kept). */
export const ReturnsToThePageSignedUpFrom: Story = {
  parameters: { next: `&next=${encodeURIComponent('/property/12?city=Toronto')}` },
  decorators: [withProviders({ role: 'tenant', mocks: [{ request, result: { data: { verifyEmail: 'Your email address is verified.' } } }] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm email address' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue where you left off' }));
    await waitFor(() => expect(canvas.getByTestId('landed')).toHaveTextContent('/property/12?city=Toronto'));
  },
};

/** A link rewritten to lead off the site: the address is ignored, the way out is the usual one. */
export const IgnoresAnAddressOffTheSite: Story = {
  parameters: { next: `&next=${encodeURIComponent('https://evil.example/')}` },
  decorators: [withProviders({ role: 'tenant', mocks: [{ request, result: { data: { verifyEmail: 'Your email address is verified.' } } }] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm email address' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Go to Dashboard' }));
    await waitFor(() => expect(canvas.getByTestId('landed')).toHaveTextContent('/dashboard'));
  },
};
