import { Footer } from '@hearth/design-system';
import { FOOTER_COPYRIGHT_YEAR } from '@hearth/api/contracts/display';
import type { Role } from '@hearth/api/contracts/roles';
import { useLingui } from '@lingui/react/macro';
import { LanguageSwitch } from './LanguageSwitch';
import { LogoMark } from './Logo';
import * as styles from './Shell.css';

/**
 * Site footer (docs/product.md#navigation): three app links, Verify a lease and the Rent report, three placeholder links (no pages yet), © 2024. An
 * admin's dashboard is the Admin Panel (/dashboard answers them Access Denied), so theirs links there.
 * `frameOnly`: the prerendered frame, served for any listing or report page that could not be rendered in time, has
 * no language link: written once for every address, it would lead back to the home page (the app's own comes once
 * it runs).
 */
export function SiteFooter({ role = null, frameOnly = false }: { role?: Role | null; frameOnly?: boolean }) {
  const { t } = useLingui();
  return (
    <Footer
      brand={
        <>
          <p className={styles.footerBrand}>
            <LogoMark /> Hearth
          </p>
          <p className={styles.footerText}>
            {t`Secure, transparent rentals across Canada: verified listings, direct conversations with owners and lease documents stored on a decentralised file network.`}
          </p>
          {frameOnly ? null : (
            <p className={styles.footerLanguage}>
              <LanguageSwitch />
            </p>
          )}
        </>
      }
      columns={[
        {
          title: t`Marketplace`,
          links: [
            { href: '/', label: t`Browse Properties` },
            { href: '/list-property', label: t`List Property` },
            role === 'admin' ? { href: '/admin', label: t`Admin` } : { href: '/dashboard', label: t`Dashboard` },
            { href: '/verify', label: t`Verify a lease` },
            // A plain link: the report's code loads only when it is followed (docs/product.md#rent-report).
            { href: '/rent-report', label: t`Rent report` },
          ],
        },
        {
          title: t`Support`,
          links: [
            { href: '#', label: t`Help Center` },
            { href: '#', label: t`Contact Us` },
            { href: '#', label: t`Privacy Policy` },
          ],
        },
      ]}
      copyright={t`© ${FOOTER_COPYRIGHT_YEAR} Hearth. All rights reserved.`}
    />
  );
}
