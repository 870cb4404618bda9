import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AccessDenied, SignInRequired } from './GuardViews';
import { NotFoundPage } from '../shell/NotFoundPage';
import { inFrench } from '../../testing/french';

const meta = { title: 'Shell/Page states', component: SignInRequired, args: { onSignIn: fn() } } satisfies Meta<typeof SignInRequired>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PleaseSignIn: Story = {
  args: { message: 'Admin access requires authentication.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Please Sign In' })).toBeInTheDocument();
    await canvas.getByRole('button', { name: 'Sign In' }).click();
    await expect(args.onSignIn).toHaveBeenCalled();
  },
};
export const AccessDeniedLandlordsOnly: Story = {
  render: () => <AccessDenied message="Only landlords can list properties." onSwitchAccount={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    await expect(canvas.getByText('Only landlords can list properties.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Switch Account' })).toBeInTheDocument();
  },
};
export const NotFound: Story = {
  render: () => <NotFoundPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    await expect(canvas.getByText(/added to the router/)).toBeInTheDocument();
  },
};

export const PleaseSignInFrench: Story = {
  ...inFrench({}),
  args: { message: 'L’accès à l’administration exige une connexion.' },
  play: async (context) => {
    await inFrench({}).play(context);
    await expect(context.canvas.getByRole('heading', { name: 'Veuillez vous connecter' })).toBeInTheDocument();
  },
};
export const AccessDeniedFrench: Story = inFrench({ render: () => <AccessDenied message="Seuls les propriétaires peuvent publier des annonces." onSwitchAccount={fn()} /> });
export const NotFoundFrench: Story = inFrench(NotFound);
