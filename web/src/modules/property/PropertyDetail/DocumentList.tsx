import { Button } from '@hearth/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import * as styles from './PropertyDetail.css';

export type Downloadable = { name: string; ipfsHash: string };

/** Documents with a Download button each, or `emptyText` when there are none. */
export function DocumentList({ docs, emptyText, onDownload }: { docs: readonly Downloadable[]; emptyText: string; onDownload: (doc: Downloadable) => void }) {
  const { t } = useLingui();
  if (!docs.length) return <p className={styles.muted}>{emptyText}</p>;
  return (
    <ul className={styles.docList}>
      {docs.map((doc, i) => {
        const { name } = doc;
        return (
          <li key={`${i}-${doc.ipfsHash}`} className={styles.docItem}>
            <div>
              <div className={styles.docName}>{name}</div>
              <div className={styles.hash}>{doc.ipfsHash}</div>
            </div>
            <Button size="sm" variant="outline" onPress={() => onDownload(doc)} aria-label={t`Download ${name}`}>
              <Trans>Download</Trans>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

