import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { SessionContext } from '../SessionContext';
import { sessionFor } from '../../../testing/decorators';
import { AuthDialogContext } from '../AuthDialog/AuthDialogContext';
import MagicLinkContainer from './MagicLinkContainer';

const TOKEN = 'k'.repeat(43);
const EXPIRED = { code: 'INVALID_TOKEN', message: 'This sign-in link is invalid or has expired. Please request a new one.' };
const signedIn = fn();
const openAuthDialog = fn();

/** The container against a stubbed fetch: what it sends, when, and what it does with the answer. */
const meta = {
  title: 'Auth/MagicLinkPage',
  component: MagicLinkContainer,
  tags: ['!autodocs'],
  parameters: { answer: { status: 200, body: { user: { id: 21, role: 'landlord' } } } },
  beforeEach: ({ parameters }) => {
    signedIn.mockClear();
    openAuthDialog.mockClear();
    const { status, body } = parameters.answer as { status: number; body: unknown };
    const stub = spyOn(window, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
    return () => {
      stub.mockRestore();
      // react-aria announces a pending button by its id for 7 s; the next story must not inherit a label that is gone.
      document.querySelectorAll('[aria-live] > [aria-labelledby]').forEach((node) => node.remove());
    };
  },
  render: (_, { parameters }) => (
    <SessionContext.Provider value={{ ...sessionFor(null), signedIn }}>
      <AuthDialogContext.Provider value={{ openAuthDialog }}>
        <Routes location={`/magic-link?token=${TOKEN}${(parameters.next as string | undefined) ?? ''}`}>
          <Route path="magic-link" element={<MagicLinkContainer />} />
        </Routes>
      </AuthDialogContext.Provider>
    </SessionContext.Provider>
  ),
} satisfies Meta<typeof MagicLinkContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SpendsTheTokenOnlyOnContinue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(await canvas.findByRole('button', { name: 'Continue' }));
    await expect(window.fetch).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(signedIn).toHaveBeenCalledWith({ id: 21, role: 'landlord' }, null));
    await expect(window.fetch).toHaveBeenCalledTimes(1);
    const [path, init] = mocked(window.fetch).mock.calls[0]!;
    await expect(path).toBe('/api/auth/magic-link');
    await expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: JSON.stringify({ token: TOKEN }) });
  },
};

export const ShowsTheServersRefusal: Story = {
  parameters: { answer: { status: 400, body: EXPIRED } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(EXPIRED.message);
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Request a new link' }));
    await expect(openAuthDialog).toHaveBeenCalledWith('signIn');
  },
};

/** The link was asked for from a listing (Save): signing in goes back there, and the page saves it. */
export const ReturnsToThePageItWasAskedFrom: Story = {
  parameters: { next: `&next=${encodeURIComponent('/property/12?city=Toronto&then=save')}` },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(signedIn).toHaveBeenCalledWith({ id: 21, role: 'landlord' }, '/property/12?city=Toronto&then=save'));
  },
};

/** A link rewritten to send people elsewhere after signing in: the address is ignored (the role's home instead). */
export const IgnoresAnAddressOffTheSite: Story = {
  parameters: { next: `&next=${encodeURIComponent('//evil.example/login')}` },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(signedIn).toHaveBeenCalledWith({ id: 21, role: 'landlord' }, null));
  },
};
