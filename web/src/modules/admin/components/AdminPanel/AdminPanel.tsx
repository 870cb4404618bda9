import { Badge, Button, Cell, EmptyState, Row, Select, SelectItem, SkeletonGrid, formatCad, formatDate } from '@hearth/design-system';
import { PROPERTY_STATUSES, type PropertyStatus } from '@hearth/api/contracts';
import { FrameTab, PageFrame, PropertyThumb, layout, withName, type ListState, type ScreenState } from '../../../common';
import type { LeaseRow } from '../../../lease/lease.model';
import type { PropertyRow } from '../../../property/property.model';
import * as styles from './AdminPanel.css';
import { ListTable } from './ListTable';
import type { ReportDecision, ReportRow, UserRow } from '../../admin.model';
import { ReportsTab } from '../ReportsTab/ReportsTab';
import { UsersTab } from '../UsersTab/UsersTab';
import { ViewListingButton } from '../ViewListingButton/ViewListingButton';

export type StatusFilter = 'all' | PropertyStatus;

/** A listing as the review table shows it: with its owner's name. */
export type AdminPropertyRow = Pick<
  PropertyRow,
  'id' | 'title' | 'city' | 'province' | 'monthlyRent' | 'images' | 'status' | 'ownerId' | 'createdAt' | 'reviewFlags' | 'moderationReason'
> & {
  ownerName: string | null;
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

export type AdminPanelState = ScreenState<AdminPanelData, 'loading' | 'ready'>;

export interface AdminPanelProps {
  state: AdminPanelState;
  statusFilter: StatusFilter;
  onStatusFilterChange: (filter: StatusFilter) => void;
  onSetStatus: (propertyId: number, status: 'approved' | 'rejected') => void;
  /** Property whose approve/reject is in flight. */
  updatingId?: number | null;
  onResolveReport: (reportId: number, decision: ReportDecision) => void;
  /** Report whose decision is in flight. */
  resolvingReportId?: number | null;
  onSetSuspended: (userId: number, suspended: boolean) => void;
  /** Account whose suspension change is in flight. */
  suspendingUserId?: number | null;
  defaultTab?: 'properties' | 'reports' | 'users' | 'leases' | 'settings';
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Why a listing needs a closer look (review flags) or was hidden by an admin. */
function ModerationNotes({ property }: { property: Pick<PropertyRow, 'title' | 'reviewFlags' | 'moderationReason'> }) {
  if (property.reviewFlags.length === 0 && !property.moderationReason) return null;
  return (
    <ul className={styles.notes} aria-label={`Moderation notes for ${property.title}`}>
      {property.reviewFlags.map((flag) => (
        <li key={flag}>
          <Badge tone="warning">Review</Badge> {flag}
        </li>
      ))}
      {property.moderationReason ? (
        <li>
          <Badge tone="danger">Hidden</Badge> {property.moderationReason}
        </li>
      ) : null}
    </ul>
  );
}

/**
 * /admin (spec §2): counters, the properties review table with its status filter, leases, placeholders.
 * Drawn for admins only; the route guard (ROUTE_ACCESS.admin) shows everyone else 'Please Sign In' / 'Access Denied'.
 */
export function AdminPanel({
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
}: AdminPanelProps) {
  if (state.status === 'loading')
    return (
      <div className={layout.page}>
        <SkeletonGrid count={3} label="Loading admin panel" />
      </div>
    );
  const { counts, properties, leases, reports, users } = state.data;
  const emptyTitle = statusFilter === 'all' ? 'No Properties Found' : `No ${capitalise(statusFilter)} Properties`;
  return (
    <PageFrame title="Admin Panel" counts={counts} tabsLabel="Admin sections" defaultTab={defaultTab}>
      <FrameTab id="properties" label="Properties">
        <ListTable
          title="Property Management"
          action={
            <Select label="Status" className={styles.filter} selectedKey={statusFilter} onSelectionChange={(key) => onStatusFilterChange(key as StatusFilter)}>
              <SelectItem id="all">All</SelectItem>
              {PROPERTY_STATUSES.map((s) => (
                <SelectItem key={s} id={s}>
                  {capitalise(s)}
                </SelectItem>
              ))}
            </Select>
          }
          label="Properties"
          state={properties}
          emptyTitle={emptyTitle}
          columns={['Property', 'Owner', 'Status', 'Listed Date', 'Actions']}
        >
          {(p) => (
            <Row id={p.id}>
              <Cell>
                <div className={styles.propertyCell}>
                  <PropertyThumb images={p.images} title={p.title} />
                  <div className={styles.propertyText}>
                    <strong>{p.title}</strong>
                    <div className={layout.muted}>
                      {p.city}, {p.province}
                    </div>
                    <div>{formatCad(p.monthlyRent)}/month</div>
                    <ModerationNotes property={p} />
                  </div>
                </div>
              </Cell>
              <Cell>{withName(`Owner #${p.ownerId}`, p.ownerName)}</Cell>
              <Cell>
                <Badge status={p.status} />
              </Cell>
              <Cell>{formatDate(p.createdAt)}</Cell>
              <Cell>
                <div className={layout.actions}>
                  {p.status === 'pending' ? (
                    <>
                      <Button size="sm" aria-label={`Approve ${p.title}`} isPending={updatingId === p.id} onPress={() => onSetStatus(p.id, 'approved')}>
                        Approve
                      </Button>
                      <Button size="sm" variant="destructive" aria-label={`Reject ${p.title}`} isDisabled={updatingId === p.id} onPress={() => onSetStatus(p.id, 'rejected')}>
                        Reject
                      </Button>
                    </>
                  ) : null}
                  <ViewListingButton propertyId={p.id} title={p.title} />
                </div>
              </Cell>
            </Row>
          )}
        </ListTable>
      </FrameTab>
      <FrameTab id="reports" label="Reports">
        <ReportsTab reports={reports} onResolve={onResolveReport} resolvingId={resolvingReportId} />
      </FrameTab>
      <FrameTab id="users" label="Users">
        <UsersTab users={users} onSetSuspended={onSetSuspended} updatingId={suspendingUserId} />
      </FrameTab>
      <FrameTab id="leases" label="Leases">
        <ListTable
          title="Lease Agreements"
          label="Leases"
          state={leases}
          emptyTitle="No Lease Agreements"
          columns={['Lease ID', 'Property', 'Landlord', 'Status', 'Rent', 'Actions']}
        >
          {(l) => (
            <Row id={l.id}>
              <Cell>#{l.id}</Cell>
              <Cell>{withName(`Property #${l.propertyId}`, l.propertyTitle)}</Cell>
              <Cell>{withName(`Landlord #${l.landlordId}`, l.landlordName)}</Cell>
              <Cell>
                <Badge status={l.status} />
              </Cell>
              <Cell>{formatCad(l.monthlyRent)}/month</Cell>
              <Cell>
                {/* Spec §2: the view button has no behaviour. */}
                <Button size="sm" variant="ghost" aria-label={`View lease #${l.id}`}>
                  View
                </Button>
              </Cell>
            </Row>
          )}
        </ListTable>
      </FrameTab>
      {/* Spec §2 lists Settings but leaves it unbuilt. */}
      <FrameTab id="settings" label="Settings">
        <EmptyState headingLevel={2} title="Settings" description="Platform settings are not yet implemented." />
      </FrameTab>
    </PageFrame>
  );
}
