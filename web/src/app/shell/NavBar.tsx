import { Suspense } from 'react';
import { Button, Link, MenuIcon } from '@hearth/design-system';
import { lazyNamed } from '../../lib/lazy-named';
import { useAfterIdle } from '../../lib/use-after-idle';
import type { Role } from '@hearth/api/contracts';
import { LogoMark } from './Logo';
import { container } from '../../modules/common/layout.css';
import * as styles from './Shell.css';

// The collapsed menu's popover code (about 35 KB) loads once the page is idle, off the page's critical path.
const MobileMenu = lazyNamed(() => import('./MobileMenu'), 'MobileMenu');

function MenuButtonPlaceholder() {
  return (
    <Button variant="icon" aria-label="Open menu" isDisabled>
      <MenuIcon />
    </Button>
  );
}

export interface NavBarProps {
  role: Role | null;
  currentPath?: string;
  onSignIn: () => void;
  onLogout: () => void;
  /** Logo only: the prerendered frame of a page still loading shows no buttons that cannot work yet. */
  frameOnly?: boolean;
}

interface NavItem {
  label: string;
  href?: string;
  onPress?: () => void;
}

/** The links of spec §2 for who is looking. */
export function navItems(role: Role | null, onSignIn: () => void): NavItem[] {
  if (!role) return [{ label: 'Sign In', onPress: onSignIn }, { label: 'List Property', onPress: onSignIn }];
  return [
    { label: 'Dashboard', href: '/dashboard' },
    ...(role === 'tenant' ? [{ label: 'My Messages', href: '/messages' }] : []),
    ...(role === 'admin' ? [{ label: 'Admin', href: '/admin' }] : []),
    { label: 'My Profile', href: '/user-profile' },
    ...(role !== 'tenant' ? [{ label: 'List Property', href: '/list-property' }] : []),
  ];
}

/** Sticky top bar; below the md breakpoint the links collapse into a menu. */
export function NavBar({ role, currentPath, onSignIn, onLogout, frameOnly = false }: NavBarProps) {
  const items = navItems(role, onSignIn);
  const menuReady = useAfterIdle();
  return (
    <header className={styles.header}>
      <nav className={`${container} ${styles.nav}`} aria-label="Main">
        <Link href="/" className={styles.logo} aria-label="Hearth home">
          <LogoMark />
          <span aria-hidden="true">Hearth</span>
        </Link>

        {frameOnly ? null : (
          <>
            <div className={styles.desktopLinks}>
              {items.map((item) =>
                item.href ? (
                  <Link key={item.label} href={item.href} className={styles.navLink} aria-current={currentPath === item.href ? 'page' : undefined}>
                    {item.label}
                  </Link>
                ) : (
                  <Button key={item.label} variant={item.label === 'Sign In' ? 'ghost' : 'default'} size="sm" onPress={item.onPress}>
                    {item.label}
                  </Button>
                ),
              )}
              {role ? (
                <Button variant="outline" size="sm" onPress={onLogout}>
                  Logout
                </Button>
              ) : null}
            </div>

            <div className={styles.mobileMenu}>
              {!role ? (
                <Button size="sm" onPress={onSignIn}>
                  Sign In
                </Button>
              ) : null}
              {menuReady ? (
                <Suspense fallback={<MenuButtonPlaceholder />}>
                  <MobileMenu role={role} onSignIn={onSignIn} onLogout={onLogout} />
                </Suspense>
              ) : (
                <MenuButtonPlaceholder />
              )}
            </div>
          </>
        )}
      </nav>
    </header>
  );
}
