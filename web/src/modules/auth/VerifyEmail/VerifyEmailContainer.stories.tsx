import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { GraphQLError } from 'graphql';
import { VerifyEmailDocument } from '../../../generated/graphql';
import { withProviders } from '../../../testing/decorators';
import VerifyEmailContainer from './VerifyEmailContainer';

const TOKEN = 'v'.repeat(43);
const request = { query: VerifyEmailDocument, variables: { token: TOKEN } };

/** The container against mocked GraphQL: the token of the URL goes out only on the click. */
const meta = {
  title: 'Auth/VerifyEmailPage',
  component: VerifyEmailContainer,
  tags: ['!autodocs'],
  beforeEach: () => () => {
    // react-aria announces a pending button by its id for 7 s; the next story must not inherit a label that is gone.
    document.querySelectorAll('[aria-live] > [aria-labelledby]').forEach((node) => node.remove());
  },
  render: () => (
    <Routes location={`/verify-email?token=${TOKEN}`}>
      <Route path="verify-email" element={<VerifyEmailContainer />} />
    </Routes>
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
