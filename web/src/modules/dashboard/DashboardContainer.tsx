import { useSession } from '../auth/SessionContext';
import { LandlordDashboardContainer } from './LandlordDashboard/LandlordDashboardContainer';
import { TenantDashboardContainer } from './TenantDashboard/TenantDashboardContainer';

/**
 * /dashboard: the tenant or the landlord view by the session's role. Only those two roles get here: the route
 * guard (ROUTE_ACCESS.dashboard) draws 'Please Sign In' and 'Access Denied' for everyone else.
 */
export default function DashboardContainer() {
  const { role, userId } = useSession();
  if (role === 'tenant') return <TenantDashboardContainer />;
  if (role === 'landlord' && userId) return <LandlordDashboardContainer userId={userId} />;
  return null;
}
