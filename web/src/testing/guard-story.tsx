import type { ReactNode } from 'react';
import type { Canvas } from 'storybook/internal/types';
import { expect } from 'storybook/test';
import type { Role } from '@hearth/api/contracts/roles';
import { RequireRole } from '../app/guards/RequireRole';
import type { GuardedRoute } from '../app/guards/route-access';
import { StoryProviders } from './decorators';

export interface GuardStoryOptions {
  route: GuardedRoute;
  /** Who looks: null is signed out ('Please Sign In'), a role outside the route's list gets 'Access Denied'. */
  role: Role | null;
  /** The screen the guard protects; it must not be drawn. */
  screen: ReactNode;
  /** The spec's line under the heading, asserted literally. */
  message: string;
}

/**
 * A story of a guarded screen as its route shows it to a signed-out visitor or a disallowed role: the real
 * RequireRole with the route's texts around the real screen (the screens themselves draw no guard states).
 */
export function guardStory({ route, role, screen, message }: GuardStoryOptions) {
  const heading = role ? 'Access Denied' : 'Please Sign In';
  return {
    render: () => (
      <StoryProviders role={role}>
        <RequireRole route={route}>{screen}</RequireRole>
      </StoryProviders>
    ),
    play: async ({ canvas }: { canvas: Canvas }) => {
      await expect(canvas.getByRole('heading', { name: heading })).toBeVisible();
      await expect(canvas.getByText(message)).toBeVisible();
      await expect(canvas.getByRole('button', { name: role ? 'Switch Account' : 'Sign In' })).toBeVisible();
      // Only the guard's state is drawn: its one heading, nothing of the screen.
      await expect(canvas.getAllByRole('heading')).toHaveLength(1);
    },
  };
}
