import { useState } from 'react';
import { Badge, Button, Cell, Row, formatDate, roleTone } from '@hearth/design-system';
import type { Role } from '@hearth/api/contracts/roles';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { layout, type ListState } from '../../common';
import { AdminCard } from './AdminCard';
import { ListTable } from './ListTable';
import { ReasonDialog } from './ReasonDialog';
import type { UserRow } from '../admin.model';

export interface UsersTabProps {
  users: ListState<UserRow>;
  /** Suspending carries the reason written in its dialog; unsuspending is one press. */
  onSetSuspended: (userId: number, suspended: boolean, reason?: string) => void;
  /** Account whose suspension change is in flight. */
  updatingId?: number | null;
}

/** A role as its badge shows it. */
const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  tenant: msg({ context: 'role', message: 'tenant' }),
  landlord: msg({ context: 'role', message: 'landlord' }),
  admin: msg({ context: 'role', message: 'admin' }),
};

/**
 * Every account, newest first; landlords can be suspended (no sign-in, listings off the marketplace; the admin
 * writes the reason the landlord is emailed, in a dialog) and restored. Cards on phones.
 */
export function UsersTab({ users, onSetSuspended, updatingId }: UsersTabProps) {
  const { t, i18n } = useLingui();
  const [suspending, setSuspending] = useState<{ id: number; name: string } | null>(null);
  const columns = [t`User`, t`Role`, t`Status`, t`Scam signals`, t`Member Since`, t`Actions`];
  const nameOf = (u: UserRow) => u.name ?? t`No name provided`;
  const roleBadge = (u: UserRow) => <Badge tone={roleTone(u.role)}>{u.role ? i18n._(ROLE_LABELS[u.role]) : null}</Badge>;
  const statusBadge = (u: UserRow) =>
    u.suspendedAt ? <Badge tone="danger">{t({ context: 'account', message: 'Suspended' })}</Badge> : <Badge tone="success">{t({ context: 'account', message: 'Active' })}</Badge>;
  // Messages to tenants with a scam's wording (docs/product.md#scam-signals-in-messages): a lead for the admin, not a verdict.
  const scamBadge = (u: UserRow) => {
    const count = u.scamSignalCount ?? 0;
    return count > 0 ? (
      // An element: the badge would write a string in sentence case ('3 Flagged messages').
      <Badge tone="warning">
        <span>{t`${plural(count, { one: '# flagged message', other: '# flagged messages' })}`}</span>
      </Badge>
    ) : (
      <span className={layout.muted}>{t({ context: 'scam signals', message: 'None' })}</span>
    );
  };
  const action = (u: UserRow, size: 'sm' | 'lg') => {
    const name = nameOf(u);
    if (u.role !== 'landlord') return null;
    return u.suspendedAt ? (
      <Button size={size} variant="outline" aria-label={t`Unsuspend ${name}`} isPending={updatingId === u.id} onPress={() => onSetSuspended(u.id, false)}>
        <Trans>Unsuspend</Trans>
      </Button>
    ) : (
      <Button size={size} variant="destructive" aria-label={t`Suspend ${name}`} isPending={updatingId === u.id} onPress={() => setSuspending({ id: u.id, name })}>
        <Trans>Suspend</Trans>
      </Button>
    );
  };
  return (
    <>
      <ListTable
        title={t`User Management`}
        label={t`Users`}
        loadingLabel={t`Loading users`}
        state={users}
        emptyTitle={t`No Users`}
        columns={columns}
        card={(u) => (
          <AdminCard title={nameOf(u)} actions={action(u, 'lg')}>
            <p className={layout.muted}>{u.email}</p>
            <div className={layout.meta}>
              {roleBadge(u)}
              {statusBadge(u)}
              {(u.scamSignalCount ?? 0) > 0 ? scamBadge(u) : null}
              <span>{formatDate(u.createdAt, i18n.locale)}</span>
            </div>
          </AdminCard>
        )}
      >
        {(u) => (
          <Row id={u.id}>
            <Cell>
              <strong>{nameOf(u)}</strong>
              <div className={layout.muted}>{u.email}</div>
            </Cell>
            <Cell>{roleBadge(u)}</Cell>
            <Cell>{statusBadge(u)}</Cell>
            <Cell>{scamBadge(u)}</Cell>
            <Cell>{formatDate(u.createdAt, i18n.locale)}</Cell>
            <Cell>{action(u, 'sm')}</Cell>
          </Row>
        )}
      </ListTable>
      <ReasonDialog
        isOpen={suspending !== null}
        title={t`Suspend landlord`}
        description={suspending ? t`${suspending.name} can no longer sign in and their listings leave the marketplace until you unsuspend them.` : ''}
        confirmLabel={t`Suspend`}
        onClose={() => setSuspending(null)}
        onConfirm={(reason) => {
          if (suspending) onSetSuspended(suspending.id, true, reason);
          setSuspending(null);
        }}
      />
    </>
  );
}
