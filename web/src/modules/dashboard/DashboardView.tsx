import type { ReactNode } from 'react';
import { SkeletonGrid } from '@hearth/design-system';
import { AccessDenied, SignInRequired } from '../../app/guards/GuardViews';
import { layout } from '../common';

/** Who is looking at /dashboard; the tenant and landlord bodies are rendered by their own views. */
export type DashboardState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'denied' }
  | { status: 'ready'; body: ReactNode };

export interface DashboardViewProps {
  state: DashboardState;
  onSignIn: () => void;
}

/** /dashboard frame: session states of spec §2 around the tenant or landlord view. */
export function DashboardView({ state, onSignIn }: DashboardViewProps) {
  switch (state.status) {
    case 'loading':
      return (
        <div className={layout.page}>
          <SkeletonGrid count={3} label="Loading dashboard" />
        </div>
      );
    case 'signedOut':
      return <SignInRequired message="Sign in to see your dashboard." onSignIn={onSignIn} />;
    case 'denied':
      return <AccessDenied message="This dashboard is only available for landlords and tenants." onSwitchAccount={onSignIn} />;
    case 'ready':
      return <>{state.body}</>;
  }
}
