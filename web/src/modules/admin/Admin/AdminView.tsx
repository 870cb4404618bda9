import { useState, type ReactNode } from 'react';
import { Badge, Button, Cell, EmptyState, Row, Select, SelectItem, SkeletonGrid, formatCad, formatDate } from '@hearth/design-system';
import { PROPERTY_STATUSES, type PropertyStatus } from '@hearth/api/contracts/property-enums';
import { BELOW_MARKET_FLAG, type RentComparison } from '@hearth/api/contracts/rent-report';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { propertyStatusLabel, provinceLabel } from '../../../lib/labels';
import { FrameTab, PageFrame, PropertyThumb, layout, withName, type ListState, type ScreenState } from '../../common';
import { leaseStatusLabel } from '../../lease/lease-status';
import type { LeaseRow } from '../../lease/lease.model';
import type { PropertyRow } from '../../property/property.model';
import * as styles from './AdminView.css';
import { AdminCard } from './AdminCard';
import { ListTable } from './ListTable';
import { ReasonDialog } from './ReasonDialog';
import type { ReportDecision, ReportRow, UserRow } from '../admin.model';
import { ReportsTab } from './ReportsTab';
import { UsersTab } from './UsersTab';
import { ViewListingButton } from './ViewListingButton';

export type StatusFilter = 'all' | PropertyStatus;

/** A listing as the review table shows it: with its owner's name. */
export type AdminPropertyRow = Pick<
  PropertyRow,
  'id' | 'title' | 'city' | 'province' | 'monthlyRent' | 'images' | 'status' | 'ownerId' | 'createdAt' | 'reviewFlags' | 'moderationReason' | 'hiddenByModeration'
> & {
  ownerName: string | null;
  /** The rent against its city's and bedrooms' median (the numbers a below-market flag is shown with); null without one. */
  rentComparison: RentComparison | null;
};

export interface AdminCounts {
  totalProperties: number;
  pendingApproval: number;
  approvedProperties: number;
  activeLeases: number;
}

/** The counters and each tab's list, every list with its own state. */
export interface AdminPanelData {
  counts: AdminCounts;
  properties: ListState<AdminPropertyRow>;
  leases: ListState<LeaseRow>;
  reports: ListState<ReportRow>;
  users: ListState<UserRow>;
}

export type AdminViewState = ScreenState<AdminPanelData, 'loading' | 'ready'>;

export interface AdminViewProps {
  state: AdminViewState;
  statusFilter: StatusFilter;
  onStatusFilterChange: (filter: StatusFilter) => void;
  /** Approve is one press; reject carries the reason the admin wrote in its dialog. */
  onSetStatus: (propertyId: number, status: 'approved' | 'rejected', reason?: string) => void;
  /** Property whose approve/reject is in flight. */
  updatingId?: number | null;
  onResolveReport: (reportId: number, decision: ReportDecision) => void;
  /** Report whose decision is in flight. */
  resolvingReportId?: number | null;
  /** Suspending carries the reason the admin wrote in its dialog; unsuspending none. */
  onSetSuspended: (userId: number, suspended: boolean, reason?: string) => void;
  /** Account whose suspension change is in flight. */
  suspendingUserId?: number | null;
  defaultTab?: 'properties' | 'reports' | 'users' | 'leases' | 'rent-guidelines' | 'settings';
  /** The Rent guidelines tab's content (its container, drawn by the admin container: /admin?tab=rent-guidelines). */
  rentGuidelines?: ReactNode;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The empty table's title under each status filter. */
const EMPTY_TITLES: Record<StatusFilter, MessageDescriptor> = {
  all: msg`No Properties Found`,
  pending: msg`No Pending Properties`,
  approved: msg`No Approved Properties`,
  rejected: msg`No Rejected Properties`,
  rented: msg`No Rented Properties`,
};

/** Why a listing needs a closer look (review flags), was hidden by an admin, or the reason of an admin's decision. */
function ModerationNotes({ property }: { property: Pick<AdminPropertyRow, 'title' | 'city' | 'monthlyRent' | 'reviewFlags' | 'rentComparison' | 'moderationReason' | 'hiddenByModeration'> }) {
  const { t } = useLingui();
  if (property.reviewFlags.length === 0 && !property.moderationReason) return null;
  return (
    <ul className={styles.notes} aria-label={t`Moderation notes for ${property.title}`}>
      {property.reviewFlags.map((flag) => (
        <li key={flag}>
          <Badge tone="warning">{t({ context: 'moderation', message: 'Review' })}</Badge>{' '}
          {flag === BELOW_MARKET_FLAG ? <BelowMarketNote property={property} /> : flag}
        </li>
      ))}
      {property.moderationReason ? (
        <li>
          {property.hiddenByModeration ? (
            <Badge tone="danger">{t({ context: 'moderation', message: 'Hidden' })}</Badge>
          ) : (
            <Badge tone="neutral">{t({ context: 'moderation', message: 'Reason' })}</Badge>
          )}{' '}
          {property.moderationReason}
        </li>
      ) : null}
    </ul>
  );
}

/**
 * The below-market flag in words, with the numbers it was raised on (the listing's rent comparison): a rent far under
 * the local median is the classic bait of a rental scam (docs/rent-report.md).
 */
function BelowMarketNote({ property }: { property: Pick<AdminPropertyRow, 'city' | 'monthlyRent' | 'rentComparison'> }) {
  const { t, i18n } = useLingui();
  const rent = formatCad(property.monthlyRent, i18n.locale);
  const comparison = property.rentComparison;
  if (!comparison) return <>{t`Rent ${rent} far below the local median (no median for this city and bedroom count today).`}</>;
  const median = formatCad(comparison.median, i18n.locale);
  const under = Math.abs(comparison.percentDiff);
  const sample = comparison.sampleSize;
  const city = property.city;
  return <>{t`Rent ${rent} is ${under}% below the median of ${median} of ${sample} similar listings in ${city}: check it is not a bait listing.`}</>;
}

/**
 * /admin (docs/product.md#admin-panel): counters, the properties review table with its status filter, leases, placeholders.
 * Drawn for admins only; the route guard (ROUTE_ACCESS.admin) shows everyone else 'Please Sign In' / 'Access Denied'.
 */
export function AdminView({
  state,
  statusFilter,
  onStatusFilterChange,
  onSetStatus,
  updatingId,
  onResolveReport,
  resolvingReportId,
  onSetSuspended,
  suspendingUserId,
  defaultTab = 'properties',
  rentGuidelines,
}: AdminViewProps) {
  const { t, i18n } = useLingui();
  const [rejecting, setRejecting] = useState<AdminPropertyRow | null>(null);
  if (state.status === 'loading')
    return (
      <div className={layout.page}>
        <SkeletonGrid count={3} label={t`Loading admin panel`} />
      </div>
    );
  const { counts, properties, leases, reports, users } = state.data;
  const locale = i18n.locale;
  /** A pending listing's Approve (one press) and Reject (asks for the reason first), and View. */
  const reviewActions = (p: AdminPropertyRow, size: 'sm' | 'lg') => (
    <>
      {p.status === 'pending' ? (
        <>
          <Button size={size} aria-label={t`Approve ${p.title}`} isPending={updatingId === p.id} onPress={() => onSetStatus(p.id, 'approved')}>
            <Trans>Approve</Trans>
          </Button>
          <Button size={size} variant="destructive" aria-label={t`Reject ${p.title}`} isDisabled={updatingId === p.id} onPress={() => setRejecting(p)}>
            <Trans>Reject</Trans>
          </Button>
        </>
      ) : null}
      <ViewListingButton propertyId={p.id} title={p.title} size={size} />
    </>
  );
  return (
    <PageFrame title={t`Admin Panel`} counts={counts} tabsLabel={t`Admin sections`} defaultTab={defaultTab}>
      <FrameTab id="properties" label={t`Properties`}>
        <ListTable
          title={t`Property Management`}
          action={
            <Select label={t`Status`} className={styles.filter} selectedKey={statusFilter} onSelectionChange={(key) => onStatusFilterChange(key as StatusFilter)}>
              <SelectItem id="all">{t({ context: 'status filter', message: 'All' })}</SelectItem>
              {PROPERTY_STATUSES.map((s) => (
                <SelectItem key={s} id={s}>
                  {capitalise(propertyStatusLabel(s, i18n))}
                </SelectItem>
              ))}
            </Select>
          }
          label={t`Properties`}
          loadingLabel={t`Loading properties`}
          state={properties}
          emptyTitle={i18n._(EMPTY_TITLES[statusFilter])}
          columns={[t`Property`, t`Owner`, t`Status`, t`Listed Date`, t`Actions`]}
          card={(p) => (
            <AdminCard title={p.title} actions={reviewActions(p, 'lg')}>
              <div className={layout.meta}>
                <Badge status={p.status}>{propertyStatusLabel(p.status, i18n)}</Badge>
                <span>{formatDate(p.createdAt, locale)}</span>
              </div>
              <p className={layout.muted}>
                {p.city}, {provinceLabel(p.province, i18n)} · {t`${formatCad(p.monthlyRent, locale)}/month`}
              </p>
              <p className={layout.muted}>{withName(t`Owner #${p.ownerId}`, p.ownerName)}</p>
              <ModerationNotes property={p} />
            </AdminCard>
          )}
        >
          {(p) => (
            <Row id={p.id}>
              <Cell>
                <div className={styles.propertyCell}>
                  <PropertyThumb images={p.images} title={p.title} />
                  <div className={styles.propertyText}>
                    <strong>{p.title}</strong>
                    <div className={layout.muted}>
                      {p.city}, {provinceLabel(p.province, i18n)}
                    </div>
                    <div>{t`${formatCad(p.monthlyRent, locale)}/month`}</div>
                    <ModerationNotes property={p} />
                  </div>
                </div>
              </Cell>
              <Cell>{withName(t`Owner #${p.ownerId}`, p.ownerName)}</Cell>
              <Cell>
                <Badge status={p.status}>{propertyStatusLabel(p.status, i18n)}</Badge>
              </Cell>
              <Cell>{formatDate(p.createdAt, locale)}</Cell>
              <Cell>
                <div className={layout.actions}>{reviewActions(p, 'sm')}</div>
              </Cell>
            </Row>
          )}
        </ListTable>
        <ReasonDialog
          isOpen={rejecting !== null}
          title={t`Reject listing`}
          description={rejecting ? t`"${rejecting.title}" will not be approved and stays off the marketplace.` : ''}
          confirmLabel={t`Reject`}
          onClose={() => setRejecting(null)}
          onConfirm={(reason) => {
            if (rejecting) onSetStatus(rejecting.id, 'rejected', reason);
            setRejecting(null);
          }}
        />
      </FrameTab>
      <FrameTab id="reports" label={t`Reports`}>
        <ReportsTab reports={reports} onResolve={onResolveReport} resolvingId={resolvingReportId} />
      </FrameTab>
      <FrameTab id="users" label={t`Users`}>
        <UsersTab users={users} onSetSuspended={onSetSuspended} updatingId={suspendingUserId} />
      </FrameTab>
      <FrameTab id="leases" label={t`Leases`}>
        <ListTable
          title={t`Lease Agreements`}
          label={t`Leases`}
          loadingLabel={t`Loading leases`}
          state={leases}
          emptyTitle={t`No Lease Agreements`}
          columns={[t`Lease ID`, t`Property`, t`Landlord`, t`Status`, t`Rent`, t`Actions`]}
          card={(l) => (
            <AdminCard title={withName(t`Property #${l.propertyId}`, l.propertyTitle)}>
              <div className={layout.meta}>
                <Badge status={l.status}>{leaseStatusLabel(l.status, i18n)}</Badge>
                <span>{t`#${l.id}`}</span>
              </div>
              <p className={layout.muted}>{withName(t`Landlord #${l.landlordId}`, l.landlordName)}</p>
              <p className={layout.muted}>{t`${formatCad(l.monthlyRent, locale)}/month`}</p>
            </AdminCard>
          )}
        >
          {(l) => (
            <Row id={l.id}>
              <Cell>{t`#${l.id}`}</Cell>
              <Cell>{withName(t`Property #${l.propertyId}`, l.propertyTitle)}</Cell>
              <Cell>{withName(t`Landlord #${l.landlordId}`, l.landlordName)}</Cell>
              <Cell>
                <Badge status={l.status}>{leaseStatusLabel(l.status, i18n)}</Badge>
              </Cell>
              <Cell>{t`${formatCad(l.monthlyRent, locale)}/month`}</Cell>
              <Cell>
                {/* docs/product.md#admin-panel: the view button has no behaviour. */}
                <Button size="sm" variant="ghost" aria-label={t`View lease #${l.id}`}>
                  <Trans>View</Trans>
                </Button>
              </Cell>
            </Row>
          )}
        </ListTable>
      </FrameTab>
      <FrameTab id="rent-guidelines" label={t`Rent guidelines`}>
        {rentGuidelines}
      </FrameTab>
      {/* Settings is a placeholder (docs/product.md#admin-panel). */}
      <FrameTab id="settings" label={t`Settings`}>
        <EmptyState headingLevel={2} title={t`Settings`} description={t`Platform settings are not yet implemented.`} />
      </FrameTab>
    </PageFrame>
  );
}
