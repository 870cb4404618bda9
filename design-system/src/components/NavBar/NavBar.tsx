import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { MenuIcon } from '../../icons/Icons';
import { Button } from '../Button/Button';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../Menu/Menu';
import * as styles from './NavBar.css';
import { useStrings } from '../Provider/strings';

export interface NavItem {
  href: string;
  label: string;
}

export interface NavMenuAction {
  id: string;
  label: string;
  onAction: () => void;
  isDestructive?: boolean;
}

export interface NavBarProps {
  /** Logo content; it links to `logoHref` (spec: the logo links to /). */
  logo: ReactNode;
  logoHref?: string;
  /** Accessible name of the logo link, e.g. 'Hearth home'. */
  logoLabel?: string;
  links: readonly NavItem[];
  /** Marks the link for the current route (aria-current="page"). */
  currentHref?: string;
  /** Right side on wide screens: Sign In / List Property / avatar. */
  actions?: ReactNode;
  /** Same actions for the small-screen menu (Logout, Sign In). */
  menuActions?: readonly NavMenuAction[];
}

/** Sticky top bar. Below 768 px the links and actions collapse into a Menu. */
export function NavBar({ logo, logoHref = '/', logoLabel, links, currentHref, actions, menuActions = [] }: NavBarProps) {
  const strings = useStrings();
  return (
    <header className={styles.bar}>
      <nav className={styles.inner} aria-label={strings.mainNavigation}>
        <AriaLink href={logoHref} className={styles.logo} aria-label={logoLabel ?? strings.home}>
          {logo}
        </AriaLink>
        <ul className={styles.links}>
          {links.map((l) => (
            <li key={l.href}>
              <AriaLink href={l.href} className={styles.link} aria-current={l.href === currentHref ? 'page' : undefined}>
                {l.label}
              </AriaLink>
            </li>
          ))}
        </ul>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
        <MenuTrigger>
          <Button variant="icon" aria-label={strings.openMenu} className={styles.menuButton}>
            <MenuIcon size={20} />
          </Button>
          <Menu aria-label={strings.navigationMenu} placement="bottom end">
            {links.map((l) => (
              <MenuItem key={l.href} id={l.href} href={l.href}>
                {l.label}
              </MenuItem>
            ))}
            {menuActions.length ? <MenuSeparator /> : null}
            {menuActions.map((a) => (
              <MenuItem key={a.id} id={a.id} onAction={a.onAction} isDestructive={a.isDestructive}>
                {a.label}
              </MenuItem>
            ))}
          </Menu>
        </MenuTrigger>
      </nav>
    </header>
  );
}
