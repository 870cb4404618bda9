import { useSession } from '../../app/session/SessionContext';
import { useAuthDialog } from '../auth/AuthDialog/AuthDialogContext';
import { DashboardView } from './DashboardView';
import { LandlordDashboardContainer } from './containers/LandlordDashboardContainer';
import { TenantDashboardContainer } from './containers/TenantDashboardContainer';

/** /dashboard: tenant view or landlord view by the session's role (the route guard handles the rest). */
export default function DashboardPage() {
  const { role, userId } = useSession();
  const { openAuthDialog } = useAuthDialog();
  if (role === 'tenant') return <TenantDashboardContainer />;
  if (role === 'landlord' && userId) return <LandlordDashboardContainer userId={userId} />;
  return <DashboardView state={{ status: role ? 'denied' : 'signedOut' }} onSignIn={() => openAuthDialog('signIn')} />;
}
