import { useEffect, useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation, useNavigate } from 'react-router-dom';
import { MockedProvider } from '@apollo/client/testing/react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { createCache } from '../../app/apollo';
import { LoginDocument } from '../../generated/graphql';
import { sessionFor } from '../../testing/decorators';
import { SessionContext } from './SessionContext';
import { AuthDialogProvider } from './AuthDialog/AuthDialogProvider';
import { SignInLink } from './AuthDialog/SignInLink';
import { useResumeAction } from './useResumeAction';
// Loaded with the stories, not on first open: the dialog's lazy chunk would otherwise compile during the first play.
import './AuthDialog/AuthDialogContainer';

const signedIn = fn();
const saved = fn();
const LISTING = '/property/12?city=Toronto&minBedrooms=2';
const USER = { __typename: 'Viewer', id: 11, role: 'tenant' };

/** Opens the story's router on `path` (the page the visitor is on), then draws the page. */
function At({ path, children }: { path: string; children: ReactNode }) {
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    navigate(path, { replace: true });
    setReady(true);
  }, [navigate, path, ready]);
  return ready ? children : null;
}

/** A listing's Save as a signed-out visitor sees it, and the page's part that finishes it once signed in. */
function ListingPage({ label }: { label: string }) {
  const { pathname, search } = useLocation();
  useResumeAction('save', saved);
  return (
    <section aria-label={label}>
      <h2>Sunny two-bedroom near High Park</h2>
      <SignInLink then="save">Save Property</SignInLink>
      <p data-testid="address">{`${pathname}${search}`}</p>
    </section>
  );
}

const loginMock = (returnTo: string) => ({
  request: { query: LoginDocument, variables: { input: { email: 'rita@example.ca', role: 'tenant', password: 'secret12', returnTo } } },
  result: { data: { login: { __typename: 'SignedIn', user: USER } } },
});

/**
 * Signing in never throws the context away (the sign-in dialog, the links that work before the app runs, and the
 * page that finishes the action): back to the same listing and filters, with the action that asked.
 */
const meta = {
  title: 'Auth/ReturnAfterSignIn',
  tags: ['!autodocs'],
  parameters: { path: LISTING, role: null, mocks: [loginMock(`${LISTING}&then=save`)] },
  beforeEach: () => {
    signedIn.mockClear();
    saved.mockClear();
    return () => {
      // react-aria announces a pending button by its id for 7 s; the next story must not inherit a label that is gone.
      document.querySelectorAll('[aria-live] > [aria-labelledby]').forEach((node) => node.remove());
    };
  },
  render: (_, { parameters }) => (
    <MockedProvider mocks={parameters.mocks} cache={createCache()}>
      <SessionContext.Provider value={{ ...sessionFor(parameters.role), signedIn }}>
        <At path={parameters.path}>
          <AuthDialogProvider>
            <ListingPage label="Listing" />
            <ListingPage label="Phone action bar" />
          </AuthDialogProvider>
        </At>
      </SessionContext.Provider>
    </MockedProvider>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** react-aria announces a pending button by its id for 7 s, after the dialog (and the button) are gone. */
const forgetPendingAnnouncements = () => document.querySelectorAll('[aria-live] > [aria-labelledby]').forEach((node) => node.remove());

async function signInAsRita() {
  const dialog = within(await screen.findByRole('dialog', { name: 'Welcome Back' }, { timeout: 5_000 }));
  await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'rita@example.ca');
  await userEvent.type(dialog.getByLabelText('Password'), 'secret12');
  await userEvent.click(dialog.getByRole('button', { name: 'Sign In' }));
}

/** Save on a listing found with filters: signed in, the page is the same listing, filters and all, asked to save. */
export const SaveComesBackToTheListing: Story = {
  play: async ({ canvasElement }) => {
    const [save] = within(canvasElement).getAllByRole('link', { name: 'Save Property' });
    await expect(save).toHaveAttribute('href', `${LISTING}&auth=sign-in&then=save`);
    await userEvent.click(save!);
    await signInAsRita();
    await waitFor(() => expect(signedIn).toHaveBeenCalledWith(expect.objectContaining({ id: 11, role: 'tenant' }), `${LISTING}&then=save`));
    forgetPendingAnnouncements();
  },
};

/**
 * The same link followed before the app ran (a server-rendered page): the dialog opens as the app starts, the
 * address forgets `auth` and `then` (a reload does not reopen it), and the dialog keeps the action for after sign-in.
 */
export const LinkFollowedBeforeTheAppRan: Story = {
  parameters: { path: `${LISTING}&auth=sign-in&then=save` },
  play: async ({ canvasElement }) => {
    await screen.findByRole('dialog', { name: 'Welcome Back' }, { timeout: 5_000 });
    await waitFor(() => expect(within(canvasElement).getAllByTestId('address')[0]).toHaveTextContent(new RegExp(`^${LISTING.replace(/[?]/g, '\\?')}$`)));
    await signInAsRita();
    await waitFor(() => expect(signedIn).toHaveBeenCalledWith(expect.objectContaining({ id: 11 }), `${LISTING}&then=save`));
    await expect(saved).not.toHaveBeenCalled();
    forgetPendingAnnouncements();
  },
};

/** Back on the listing, signed in: the page saves it once (though drawn twice) and the address forgets the action. */
export const FinishesTheActionOnce: Story = {
  parameters: { path: `${LISTING}&then=save`, role: 'tenant' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(canvasElement).getAllByTestId('address')[0]).toHaveTextContent(new RegExp(`^${LISTING.replace(/[?]/g, '\\?')}$`)));
    await expect(saved).toHaveBeenCalledTimes(1);
  },
};

/** Signed out, an address asking for an action does nothing (the server would refuse it anyway). */
export const SignedOutDoesNothing: Story = {
  parameters: { path: `${LISTING}&then=save` },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('link', { name: 'Save Property' });
    await expect(saved).not.toHaveBeenCalled();
  },
};
