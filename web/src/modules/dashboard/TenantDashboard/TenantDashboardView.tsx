import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FrameTab, PageFrame, layout, type ListState } from '../../common';
import { EmailVerificationNotice, type EmailVerificationNoticeProps } from '../../auth/VerifyEmail/EmailVerificationNotice';
import type { InvitationAnswer } from '../../lease/LeaseInvitation/LeaseInvitation';
import { MyLeasesTab } from '../../lease/MyLeasesTab/MyLeasesTab';
import { RentalsTab } from '../../lease/RentalsTab/RentalsTab';
import type { LeaseRow, RentalRow } from '../../lease/lease.model';
import type { PropertyRow } from '../../property/property.model';
import { SavedPropertiesTab } from '../../saved-property/SavedPropertiesTab/SavedPropertiesTab';

export interface TenantCounts {
  /** Leases with status pending or active (docs/product.md#dashboard). */
  activeLeases: number;
  savedProperties: number;
  inquiries: number;
  totalLeases: number;
}

/** The tabs, each its URL `/dashboard?tab=<id>` (PageFrame; Apply links to the applications tab). */
export const TENANT_TABS = ['home', 'rentals', 'saved', 'searches', 'viewings', 'leases', 'applications'] as const;
export type TenantTab = (typeof TENANT_TABS)[number];

export interface TenantDashboardViewProps {
  counts: TenantCounts;
  rentals: ListState<RentalRow>;
  saved: ListState<PropertyRow>;
  leases: ListState<LeaseRow>;
  /** The Saved searches tab's body (its own containers: the searches, then their alerts). */
  savedSearches: ReactNode;
  /** The Applications tab's body (rental profile and applications, their own containers). */
  applications: ReactNode;
  /** The Viewings tab's body (its own container: bookings, then viewing notices). */
  viewings: ReactNode;
  /** The Home tab's body (requests, notices, inspections, documents), for a tenant with a lease in force; no tab without one. */
  home?: ReactNode | null;
  /** Shown above My Leases while the account's email is unverified (leases addressed to it wait until then). */
  emailVerification?: EmailVerificationNoticeProps | null;
  /** The invitation answer in flight, if any. */
  answering?: { leaseId: number; answer: InvitationAnswer } | null;
  onAnswerInvitation: (leaseId: number, answer: InvitationAnswer) => void;
  onRemoveSaved: (propertyId: number) => void;
  /** The saved property whose removal is in flight. */
  removingId?: number | null;
  defaultTab?: TenantTab;
}

/** Tenant view of /dashboard: counters and the My Rentals / Saved Properties / Saved searches / Viewings / My Leases tabs. */
export function TenantDashboardView({
  counts,
  rentals,
  saved,
  leases,
  savedSearches,
  applications,
  viewings,
  home,
  emailVerification,
  answering,
  onAnswerInvitation,
  onRemoveSaved,
  removingId,
  defaultTab = 'rentals',
}: TenantDashboardViewProps) {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Dashboard`} counts={counts} tabsLabel={t`Dashboard sections`} defaultTab={defaultTab}>
      {home ? (
        <FrameTab id="home" label={t({ message: 'Home', context: 'the rented home' })} className={layout.list}>
          {home}
        </FrameTab>
      ) : null}
      <FrameTab id="rentals" label={t`My Rentals`}>
        <RentalsTab rentals={rentals} />
      </FrameTab>
      <FrameTab id="saved" label={t`Saved Properties`}>
        <SavedPropertiesTab saved={saved} remove={{ run: onRemoveSaved, pendingId: removingId }} />
      </FrameTab>
      <FrameTab id="searches" label={t`Saved searches`} className={layout.list}>
        {savedSearches}
      </FrameTab>
      <FrameTab id="viewings" label={t`Viewings`} className={layout.list}>
        {viewings}
      </FrameTab>
      <FrameTab id="leases" label={t`My Leases`} className={layout.list}>
        {emailVerification ? <EmailVerificationNotice {...emailVerification} /> : null}
        <MyLeasesTab leases={leases} answering={answering} onAnswerInvitation={onAnswerInvitation} />
      </FrameTab>
      <FrameTab id="applications" label={t`Applications`} className={layout.list}>
        {applications}
      </FrameTab>
    </PageFrame>
  );
}
