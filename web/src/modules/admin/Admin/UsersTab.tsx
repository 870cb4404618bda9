import { Badge, Button, Cell, Row, formatDate, roleTone } from '@hearth/design-system';
import type { Role } from '@hearth/api/contracts/roles';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { layout, type ListState } from '../../common';
import { ListTable } from './ListTable';
import type { UserRow } from '../admin.model';

export interface UsersTabProps {
  users: ListState<UserRow>;
  onSetSuspended: (userId: number, suspended: boolean) => void;
  /** Account whose suspension change is in flight. */
  updatingId?: number | null;
}

/** A role as its badge shows it. */
const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  tenant: msg({ context: 'role', message: 'tenant' }),
  landlord: msg({ context: 'role', message: 'landlord' }),
  admin: msg({ context: 'role', message: 'admin' }),
};

/** Every account, newest first; landlords can be suspended (no sign-in, listings off the marketplace) and restored. */
export function UsersTab({ users, onSetSuspended, updatingId }: UsersTabProps) {
  const { t, i18n } = useLingui();
  const columns = [t`User`, t`Role`, t`Status`, t`Member Since`, t`Actions`];
  return (
    <ListTable title={t`User Management`} label={t`Users`} loadingLabel={t`Loading users`} state={users} emptyTitle={t`No Users`} columns={columns}>
      {(u) => {
        const name = u.name ?? t`No name provided`;
        return (
          <Row id={u.id}>
            <Cell>
              <strong>{name}</strong>
              <div className={layout.muted}>{u.email}</div>
            </Cell>
            <Cell>
              <Badge tone={roleTone(u.role)}>{u.role ? i18n._(ROLE_LABELS[u.role]) : null}</Badge>
            </Cell>
            <Cell>{u.suspendedAt ? <Badge tone="danger">{t({ context: 'account', message: 'Suspended' })}</Badge> : <Badge tone="success">{t({ context: 'account', message: 'Active' })}</Badge>}</Cell>
            <Cell>{formatDate(u.createdAt, i18n.locale)}</Cell>
            <Cell>
              {u.role !== 'landlord' ? null : u.suspendedAt ? (
                <Button size="sm" variant="outline" aria-label={t`Unsuspend ${name}`} isPending={updatingId === u.id} onPress={() => onSetSuspended(u.id, false)}>
                  <Trans>Unsuspend</Trans>
                </Button>
              ) : (
                <Button size="sm" variant="destructive" aria-label={t`Suspend ${name}`} isPending={updatingId === u.id} onPress={() => onSetSuspended(u.id, true)}>
                  <Trans>Suspend</Trans>
                </Button>
              )}
            </Cell>
          </Row>
        );
      }}
    </ListTable>
  );
}
