import { ButtonLink, HomeIcon } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { pageTitle, useDocumentTitle } from '../../lib/page-title';
import { NOT_FOUND_TITLE } from '../document-head';
import { StatePanel } from '../../modules/common/StatePanel';

/** Any path the router does not know (docs/product.md#screens-and-routes), with the hint that the page may be missing from the router. */
export function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(pageTitle(t(NOT_FOUND_TITLE)));
  return (
    <StatePanel
      icon={<HomeIcon size={28} />}
      title={t`404 Page Not Found`}
      actions={<ButtonLink href="/">{t`Back to Browse Properties`}</ButtonLink>}
    >
      {t`We couldn't find this page. If you expected something here, the page may not have been added to the router yet.`}
    </StatePanel>
  );
}
