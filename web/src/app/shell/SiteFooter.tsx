import { Footer } from '@hearth/design-system';
import { FOOTER_COPYRIGHT_YEAR } from '@hearth/api/contracts';
import { LogoMark } from './Logo';
import * as styles from './Shell.css';

/** Site footer (spec §2): three app links, three placeholder links (no pages yet), © 2024. */
export function SiteFooter() {
  return (
    <Footer
      brand={
        <>
          <p className={styles.footerBrand}>
            <LogoMark /> Hearth
          </p>
          <p className={styles.footerText}>
            Secure, transparent rentals across Canada: verified listings, direct conversations with owners and lease
            documents stored on a decentralised file network.
          </p>
        </>
      }
      columns={[
        {
          title: 'Marketplace',
          links: [
            { href: '/', label: 'Browse Properties' },
            { href: '/list-property', label: 'List Property' },
            { href: '/dashboard', label: 'Dashboard' },
          ],
        },
        {
          title: 'Support',
          links: [
            { href: '#', label: 'Help Center' },
            { href: '#', label: 'Contact Us' },
            { href: '#', label: 'Privacy Policy' },
          ],
        },
      ]}
      copyright={`© ${FOOTER_COPYRIGHT_YEAR} Hearth. All rights reserved.`}
    />
  );
}
