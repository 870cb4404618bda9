import { Badge, Button, Cell, Column, EmptyState, Row, Select, SelectItem, SkeletonGrid, Stat, StatGrid, Tab, TabList, TabPanel, Table, TableBody, TableHeader, Tabs, formatCad, formatDate } from '@hearth/design-system';
import { PROPERTY_STATUSES, type PropertyStatus } from '@hearth/api/contracts';
import { AccessDenied, SignInRequired } from '../../../../app/guards/GuardViews';
import { ErrorNotice, PropertyThumb, layout, type LeaseRow, type ListState, type PropertyRow } from '../../../common';
import * as styles from './AdminPanel.css';

export type StatusFilter = 'all' | PropertyStatus;

export interface AdminCounts {
  totalProperties: number;
  pendingApproval: number;
  approvedProperties: number;
  activeLeases: number;
}

export type AdminPanelState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'denied' }
  | { status: 'ready'; counts: AdminCounts; properties: ListState<PropertyRow>; leases: ListState<LeaseRow> };

export interface AdminPanelProps {
  state: AdminPanelState;
  statusFilter: StatusFilter;
  onStatusFilterChange: (filter: StatusFilter) => void;
  onSetStatus: (propertyId: number, status: 'approved' | 'rejected') => void;
  /** Property whose approve/reject is in flight. */
  updatingId?: number | null;
  onSignIn: () => void;
  defaultTab?: 'properties' | 'users' | 'leases' | 'settings';
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** /admin (spec §2): counters, the properties review table with its status filter, leases, placeholders. */
export function AdminPanel({ state, statusFilter, onStatusFilterChange, onSetStatus, updatingId, onSignIn, defaultTab = 'properties' }: AdminPanelProps) {
  if (state.status === 'signedOut') return <SignInRequired message="Admin access requires authentication." onSignIn={onSignIn} />;
  if (state.status === 'denied') return <AccessDenied message="This panel is only available for administrators." onSwitchAccount={onSignIn} />;
  if (state.status === 'loading')
    return (
      <main className={layout.page}>
        <SkeletonGrid count={3} label="Loading admin panel" />
      </main>
    );
  const { counts, properties, leases } = state;
  const emptyTitle = statusFilter === 'all' ? 'No Properties Found' : `No ${capitalise(statusFilter)} Properties`;
  return (
    <main className={layout.page}>
      <h1 className={layout.pageTitle}>Admin Panel</h1>
      <StatGrid>
        <Stat label="Total Properties" value={counts.totalProperties} />
        <Stat label="Pending Approval" value={counts.pendingApproval} />
        <Stat label="Approved Properties" value={counts.approvedProperties} />
        <Stat label="Active Leases" value={counts.activeLeases} />
      </StatGrid>
      <Tabs defaultSelectedKey={defaultTab}>
        <TabList aria-label="Admin sections">
          <Tab id="properties">Properties</Tab>
          <Tab id="users">Users</Tab>
          <Tab id="leases">Leases</Tab>
          <Tab id="settings">Settings</Tab>
        </TabList>
        <TabPanel id="properties">
          <div className={layout.list}>
            <div className={layout.headerRow}>
              <h2 className={layout.sectionTitle}>Property Management</h2>
              <Select label="Status" className={styles.filter} selectedKey={statusFilter} onSelectionChange={(key) => onStatusFilterChange(key as StatusFilter)}>
                <SelectItem id="all">All</SelectItem>
                {PROPERTY_STATUSES.map((s) => (
                  <SelectItem key={s} id={s}>
                    {capitalise(s)}
                  </SelectItem>
                ))}
              </Select>
            </div>
            {properties.status === 'error' ? (
              <ErrorNotice message={properties.message} />
            ) : properties.status === 'loading' ? (
              <SkeletonGrid count={3} label="Loading properties" />
            ) : (
              <Table aria-label="Properties">
                <TableHeader>
                  <Column id="property" isRowHeader>
                    Property
                  </Column>
                  <Column id="owner">Owner</Column>
                  <Column id="status">Status</Column>
                  <Column id="listed">Listed Date</Column>
                  <Column id="actions">Actions</Column>
                </TableHeader>
                <TableBody items={properties.status === 'ready' ? properties.data : []} emptyState={<EmptyState headingLevel={3} title={emptyTitle} />}>
                  {(p) => (
                    <Row id={p.id}>
                      <Cell>
                        <div className={styles.propertyCell}>
                          <PropertyThumb images={p.images} title={p.title} />
                          <div>
                            <strong>{p.title}</strong>
                            <div className={layout.muted}>
                              {p.city}, {p.province}
                            </div>
                            <div>{formatCad(p.monthlyRent)}/month</div>
                          </div>
                        </div>
                      </Cell>
                      <Cell>Owner #{p.ownerId}</Cell>
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
                          <Button size="sm" variant="ghost" aria-label={`View ${p.title}`} onPress={() => window.open(`/property/${p.id}`, '_blank', 'noopener')}>
                            View
                          </Button>
                        </div>
                      </Cell>
                    </Row>
                  )}
                </TableBody>
              </Table>
            )}
          </div>
        </TabPanel>
        <TabPanel id="users">
          <EmptyState headingLevel={2} title="User Management" description="User management is not yet implemented." />
        </TabPanel>
        <TabPanel id="leases">
          <div className={layout.list}>
            <h2 className={layout.sectionTitle}>Lease Agreements</h2>
            {leases.status === 'error' ? (
              <ErrorNotice message={leases.message} />
            ) : leases.status === 'loading' ? (
              <SkeletonGrid count={3} label="Loading leases" />
            ) : (
              <Table aria-label="Leases">
                <TableHeader>
                  <Column id="id" isRowHeader>
                    Lease ID
                  </Column>
                  <Column id="property">Property</Column>
                  <Column id="landlord">Landlord</Column>
                  <Column id="status">Status</Column>
                  <Column id="rent">Rent</Column>
                  <Column id="actions">Actions</Column>
                </TableHeader>
                <TableBody items={leases.status === 'ready' ? leases.data : []} emptyState={<EmptyState headingLevel={3} title="No Lease Agreements" />}>
                  {(l) => (
                    <Row id={l.id}>
                      <Cell>#{l.id}</Cell>
                      <Cell>Property #{l.propertyId}</Cell>
                      <Cell>Landlord #{l.landlordId}</Cell>
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
                </TableBody>
              </Table>
            )}
          </div>
        </TabPanel>
        <TabPanel id="settings">
          <EmptyState headingLevel={2} title="Settings" description="Platform settings are not yet implemented." />
        </TabPanel>
      </Tabs>
    </main>
  );
}
