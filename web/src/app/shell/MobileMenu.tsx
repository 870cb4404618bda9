import { Button, Menu, MenuIcon, MenuItem, MenuTrigger } from '@hearth/design-system';
import type { Role } from '@hearth/api/contracts';

export interface MobileMenuProps {
  role: Role | null;
  onSignIn: () => void;
  onLogout: () => void;
}

/** The small-screen menu (spec §2): Browse Properties, Dashboard, My Profile, Admin for admins. */
export function MobileMenu({ role, onSignIn, onLogout }: MobileMenuProps) {
  return (
    <MenuTrigger>
      <Button variant="icon" aria-label="Open menu">
        <MenuIcon />
      </Button>
      <Menu aria-label="Menu">
        <MenuItem href="/">Browse Properties</MenuItem>
        {role ? <MenuItem href="/dashboard">Dashboard</MenuItem> : null}
        {role === 'tenant' ? <MenuItem href="/messages">My Messages</MenuItem> : null}
        {role ? <MenuItem href="/user-profile">My Profile</MenuItem> : null}
        {role === 'admin' ? <MenuItem href="/admin">Admin</MenuItem> : null}
        {role && role !== 'tenant' ? <MenuItem href="/list-property">List Property</MenuItem> : null}
        {role ? (
          <MenuItem onAction={onLogout} isDestructive>
            Logout
          </MenuItem>
        ) : (
          <MenuItem onAction={onSignIn}>List Property</MenuItem>
        )}
      </Menu>
    </MenuTrigger>
  );
}
