import { Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, MenuIcon, PlainButton } from '@hearth/design-system';
import { lazyNamed } from '../../lib/lazy-named';
import { useAfterIdle } from '../../lib/use-after-idle';
import type { Role } from '@hearth/api/contracts/roles';
import { SignInLink } from '../../modules/auth/AuthDialog/SignInLink';
import { LanguageSwitch } from './LanguageSwitch';
import { LogoMark } from './Logo';
import { container } from '../../modules/common/layout.css';
import * as styles from './Shell.css';

// The collapsed menu's popover code (about 35 KB) loads when the menu is first opened (its code is asked for when
// the pointer or focus reaches the button): mounting it on every page load cost a phone a long task.
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazyNamed(loadMobileMenu, 'MobileMenu');

/** The menu's button before its code is in: disabled until the page is idle, then opens the menu as it loads. */
function MenuButtonPlaceholder({ onOpen }: { onOpen?: () => void }) {
  const { t } = useLingui();
  return (
    <PlainButton
      variant="icon"
      aria-label={t`Open menu`}
      isDisabled={!onOpen}
      onClick={onOpen}
      onPointerEnter={onOpen && (() => void loadMobileMenu())}
      onFocus={onOpen && (() => void loadMobileMenu())}
    >
      <MenuIcon />
    </PlainButton>
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
  key: string;
  label: string;
  /** An app page, or none: the visitor is asked to sign in (a link to this page with `?auth=sign-in`). */
  href?: string;
}

/** The links of docs/product.md#navigation for who is looking, in the active locale. */
function useNavItems(role: Role | null): NavItem[] {
  const { t } = useLingui();
  if (!role)
    return [
      { key: 'signIn', label: t`Sign In` },
      { key: 'listProperty', label: t`List Property` },
    ];
  // An admin's dashboard is the Admin Panel: /dashboard is for landlords and tenants (ROUTE_ACCESS.dashboard).
  return [
    ...(role === 'admin' ? [] : [{ key: 'dashboard', label: t`Dashboard`, href: '/dashboard' }]),
    ...(role === 'tenant'
      ? [
          { key: 'messages', label: t`My Messages`, href: '/messages' },
          { key: 'notifications', label: t`Notifications`, href: '/notifications' },
        ]
      : []),
    ...(role === 'admin' ? [{ key: 'admin', label: t`Admin`, href: '/admin' }] : []),
    { key: 'profile', label: t`My Profile`, href: '/user-profile' },
    ...(role !== 'tenant' ? [{ key: 'listProperty', label: t`List Property`, href: '/list-property' }] : []),
  ];
}

/**
 * Sticky top bar; below the md breakpoint the links collapse into a menu. Native buttons and links (PlainButton,
 * Link): the bar is on every first paint, and react-aria's press hooks would weigh on the home page's JavaScript.
 * A signed-out visitor's Sign In and List Property are links (SignInLink): they work before the app has loaded.
 */
export function NavBar({ role, currentPath, onSignIn, onLogout, frameOnly = false }: NavBarProps) {
  const items = useNavItems(role);
  const menuReady = useAfterIdle();
  const [menuOpened, setMenuOpened] = useState(false);
  const { t } = useLingui();
  return (
    <header className={styles.header}>
      <nav className={`${container} ${styles.nav}`} aria-label={t`Main`}>
        <Link href="/" className={styles.logo} aria-label={t`Hearth home`}>
          <LogoMark />
          <span aria-hidden="true">Hearth</span>
        </Link>

        {frameOnly ? null : (
          <>
            <LanguageSwitch className={styles.languageLink} />
            <div className={styles.desktopLinks}>
              {items.map((item) =>
                item.href ? (
                  <Link key={item.key} href={item.href} className={styles.navLink} aria-current={currentPath === item.href ? 'page' : undefined}>
                    {item.label}
                  </Link>
                ) : (
                  <SignInLink key={item.key} variant={item.key === 'signIn' ? 'ghost' : 'default'} size="sm">
                    {item.label}
                  </SignInLink>
                ),
              )}
              {role ? (
                <PlainButton variant="outline" size="sm" onClick={onLogout}>
                  {t`Logout`}
                </PlainButton>
              ) : null}
            </div>

            <div className={styles.mobileMenu}>
              {!role ? <SignInLink size="sm">{t`Sign In`}</SignInLink> : null}
              {menuOpened ? (
                <Suspense fallback={<MenuButtonPlaceholder />}>
                  <MobileMenu role={role} onSignIn={onSignIn} onLogout={onLogout} defaultOpen />
                </Suspense>
              ) : (
                <MenuButtonPlaceholder onOpen={menuReady ? () => setMenuOpened(true) : undefined} />
              )}
            </div>
          </>
        )}
      </nav>
    </header>
  );
}
