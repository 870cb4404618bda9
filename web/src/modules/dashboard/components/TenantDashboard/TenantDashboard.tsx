import { Badge, Button, ButtonLink, EmptyState, formatCad, formatDate } from '@hearth/design-system';
import { FrameTab, PageFrame, PropertyThumb, layout, type ListState, type PropertyRow, type RentalRow } from '../../../common';
import { EmailVerificationNotice, type EmailVerificationNoticeProps } from '../../../auth/VerifyEmail/EmailVerificationNotice';
import { LeaseInvitation, type InvitationAnswer, type NamedLeaseRow } from '../../../lease/LeaseInvitation/LeaseInvitation';
import { LeaseSummary } from '../LeaseSummary';
import { PanelListSection } from '../ListSection/PanelListSection';
import { PropertyFacts } from '../PropertyFacts';
import { leaseDateRange } from '../../../lease/lease-dates';

export interface TenantCounts {
  /** Leases with status pending or active (spec §2). */
  activeLeases: number;
  savedProperties: number;
  inquiries: number;
  totalLeases: number;
}

export type TenantTab = 'rentals' | 'saved' | 'leases';

export interface TenantDashboardProps {
  counts: TenantCounts;
  rentals: ListState<RentalRow>;
  saved: ListState<PropertyRow>;
  leases: ListState<NamedLeaseRow>;
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

/** Tenant view of /dashboard: counters and the My Rentals / Saved Properties / My Leases tabs. */
export function TenantDashboard({
  counts,
  rentals,
  saved,
  leases,
  emailVerification,
  answering,
  onAnswerInvitation,
  onRemoveSaved,
  removingId,
  defaultTab = 'rentals',
}: TenantDashboardProps) {
  return (
    <PageFrame title="Dashboard" counts={counts} tabsLabel="Dashboard sections" defaultTab={defaultTab}>
        <FrameTab id="rentals" label="My Rentals">
          <PanelListSection
            title="My Rentals"
            state={rentals}
            loadingLabel="Loading rentals"
            empty={
              <EmptyState headingLevel={3} title="No Active Rentals" description="Properties you lease will appear here." action={<ButtonLink href="/">Browse Properties</ButtonLink>} />
            }
            itemKey={({ lease }) => lease.id}
            renderItem={({ lease, property }) => (
              <div className={layout.row}>
                {property ? <PropertyThumb images={property.images} title={property.title} /> : null}
                <div className={layout.rowMain}>
                  <h3 className={layout.rowTitle}>{property?.title ?? `Property #${lease.propertyId}`}</h3>
                  {property ? (
                    <>
                      <p className={layout.muted}>
                        {property.address}, {property.city}
                      </p>
                      <PropertyFacts property={{ ...property, monthlyRent: lease.monthlyRent }} />
                    </>
                  ) : (
                    <p className={layout.muted}>{formatCad(lease.monthlyRent)}/month</p>
                  )}
                  <div className={layout.meta}>
                    <Badge status={lease.status} />
                    <span>{leaseDateRange(lease.startDate, lease.endDate)}</span>
                  </div>
                </div>
                <div className={layout.actions}>
                  <ButtonLink variant="outline" href={`/property/${lease.propertyId}`}>
                    View Details
                  </ButtonLink>
                </div>
              </div>
            )}
          />
        </FrameTab>
        <FrameTab id="saved" label="Saved Properties">
          <PanelListSection
            title="Saved Properties"
            state={saved}
            loadingLabel="Loading saved properties"
            empty={
              <EmptyState headingLevel={3} title="No Saved Properties" description="Tap the heart on a property to save it here." action={<ButtonLink href="/">Browse Properties</ButtonLink>} />
            }
            itemKey={(property) => property.id}
            renderItem={(property) => (
              <div className={layout.row}>
                <PropertyThumb images={property.images} title={property.title} />
                <div className={layout.rowMain}>
                  <h3 className={layout.rowTitle}>{property.title}</h3>
                  <p className={layout.muted}>
                    {property.address}, {property.city}
                  </p>
                  <PropertyFacts property={property} />
                  <div className={layout.meta}>
                    <Badge tone="info">Saved</Badge>
                  </div>
                </div>
                <div className={layout.actions}>
                  <ButtonLink variant="outline" href={`/property/${property.id}`}>
                    View Details
                  </ButtonLink>
                  <Button
                    variant="ghost"
                    aria-label={`Remove ${property.title}`}
                    isPending={removingId === property.id}
                    onPress={() => onRemoveSaved(property.id)}
                  >
                    Remove
                  </Button>
                </div>
              </div>
            )}
          />
        </FrameTab>
        <FrameTab id="leases" label="My Leases" className={layout.list}>
          {emailVerification ? <EmailVerificationNotice {...emailVerification} /> : null}
          <PanelListSection
            title="My Leases"
            state={leases}
            loadingLabel="Loading leases"
            empty={<EmptyState headingLevel={3} title="No Lease Agreements" />}
            itemKey={(lease) => lease.id}
            renderItem={(lease) =>
              lease.status === 'pending' ? (
                <LeaseInvitation
                  lease={lease}
                  answering={answering?.leaseId === lease.id ? answering.answer : null}
                  onAnswer={(answer) => onAnswerInvitation(lease.id, answer)}
                />
              ) : (
                <LeaseSummary lease={lease}>
                  <span>{leaseDateRange(lease.startDate, lease.endDate)}</span>
                  {lease.landlordName ? <span>Landlord: {lease.landlordName}</span> : null}
                  <span>Created {formatDate(lease.createdAt)}</span>
                </LeaseSummary>
              )
            }
          />
        </FrameTab>
    </PageFrame>
  );
}
