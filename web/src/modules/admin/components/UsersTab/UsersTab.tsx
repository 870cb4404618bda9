import { Badge, Button, Cell, Row, formatDate, roleTone } from '@hearth/design-system';
import { layout, type ListState } from '../../../common';
import { ListTable } from '../AdminPanel/ListTable';
import type { UserRow } from '../../admin.model';

export interface UsersTabProps {
  users: ListState<UserRow>;
  onSetSuspended: (userId: number, suspended: boolean) => void;
  /** Account whose suspension change is in flight. */
  updatingId?: number | null;
}

/** Every account, newest first; landlords can be suspended (no sign-in, listings off the marketplace) and restored. */
export function UsersTab({ users, onSetSuspended, updatingId }: UsersTabProps) {
  return (
    <ListTable title="User Management" label="Users" state={users} emptyTitle="No Users" columns={['User', 'Role', 'Status', 'Member Since', 'Actions']}>
      {(u) => {
        const name = u.name ?? 'No name provided';
        return (
          <Row id={u.id}>
            <Cell>
              <strong>{name}</strong>
              <div className={layout.muted}>{u.email}</div>
            </Cell>
            <Cell>
              <Badge tone={roleTone(u.role)}>{u.role}</Badge>
            </Cell>
            <Cell>{u.suspendedAt ? <Badge tone="danger">Suspended</Badge> : <Badge tone="success">Active</Badge>}</Cell>
            <Cell>{formatDate(u.createdAt)}</Cell>
            <Cell>
              {u.role !== 'landlord' ? null : u.suspendedAt ? (
                <Button size="sm" variant="outline" aria-label={`Unsuspend ${name}`} isPending={updatingId === u.id} onPress={() => onSetSuspended(u.id, false)}>
                  Unsuspend
                </Button>
              ) : (
                <Button size="sm" variant="destructive" aria-label={`Suspend ${name}`} isPending={updatingId === u.id} onPress={() => onSetSuspended(u.id, true)}>
                  Suspend
                </Button>
              )}
            </Cell>
          </Row>
        );
      }}
    </ListTable>
  );
}
