import { Button, Menu, MenuIcon, MenuItem, MenuTrigger } from '@hearth/design-system';
import type { Role } from '@hearth/api/contracts/roles';
import { useLingui } from '@lingui/react/macro';
import { useOtherLanguage } from './LanguageSwitch';

export interface MobileMenuProps {
  role: Role | null;
  onSignIn: () => void;
  onLogout: () => void;
  /** Open from the start: mounted by the first press on its stand-in (NavBar). */
  defaultOpen?: boolean;
}

/** The small-screen menu (docs/product.md#navigation): Browse Properties, Dashboard (not for admins: theirs is Admin), My Messages and Notifications for tenants, My Profile, Admin for admins. */
export function MobileMenu({ role, onSignIn, onLogout, defaultOpen }: MobileMenuProps) {
  const { t } = useLingui();
  const language = useOtherLanguage();
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button variant="icon" aria-label={t`Open menu`}>
        <MenuIcon />
      </Button>
      <Menu aria-label={t`Menu`}>
        <MenuItem href="/">{t`Browse Properties`}</MenuItem>
        {role && role !== 'admin' ? <MenuItem href="/dashboard">{t`Dashboard`}</MenuItem> : null}
        {role === 'tenant' ? <MenuItem href="/messages">{t`My Messages`}</MenuItem> : null}
        {role === 'tenant' ? <MenuItem href="/notifications">{t`Notifications`}</MenuItem> : null}
        {role ? <MenuItem href="/user-profile">{t`My Profile`}</MenuItem> : null}
        {role === 'admin' ? <MenuItem href="/admin">{t`Admin`}</MenuItem> : null}
        {role && role !== 'tenant' ? <MenuItem href="/list-property">{t`List Property`}</MenuItem> : null}
        {/* A full page load: the API answers in the other language. */}
        <MenuItem onAction={() => window.location.assign(language.href)} textValue={language.name}>
          <span lang={language.locale}>{language.name}</span>
        </MenuItem>
        {role ? (
          <MenuItem onAction={onLogout} isDestructive>
            {t`Logout`}
          </MenuItem>
        ) : (
          <MenuItem onAction={onSignIn}>{t`List Property`}</MenuItem>
        )}
      </Menu>
    </MenuTrigger>
  );
}
