import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import type { Role } from '@hearth/api/contracts/roles';
import { SessionContext, type Session } from '../modules/auth/SessionContext';
import { AuthDialogContext } from '../modules/auth/AuthDialog/AuthDialogContext';
import { createCache } from '../app/apollo';

/** A fixed session for a story: signed out (null) or one role. Sign-in and logout do nothing. */
export function sessionFor(role: Role | null, userId = role === 'landlord' ? 21 : role === 'admin' ? 1 : 11): Session {
  return {
    userId: role ? userId : null,
    role,
    verifying: false,
    signedIn: () => {},
    signOut: async () => {},
  };
}

export function StoryProviders({ role = null, mocks = [], children }: { role?: Role | null; mocks?: MockedResponse[]; children: ReactNode }) {
  return (
    <MockedProvider mocks={mocks} cache={createCache()}>
      <SessionContext.Provider value={sessionFor(role)}>
        <AuthDialogContext.Provider value={{ openAuthDialog: () => {} }}>{children}</AuthDialogContext.Provider>
      </SessionContext.Provider>
    </MockedProvider>
  );
}

/** Story decorator: mocked Apollo (no network) plus a session. `withProviders({ role: 'tenant', mocks })`. */
export function withProviders(options: { role?: Role | null; mocks?: MockedResponse[] } = {}): Decorator {
  return (Story) => (
    <StoryProviders {...options}>
      <Story />
    </StoryProviders>
  );
}
