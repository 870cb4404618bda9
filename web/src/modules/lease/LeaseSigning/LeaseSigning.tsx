import { useLingui } from '@lingui/react/macro';
import { Button, Link } from '@hearth/design-system';
import { leaseDocumentHref, signedLeaseHref } from '../lease-documents';
import type { LeaseRow } from '../lease.model';
import { signedAtLabel, signerRoleLabel, type SignerRole } from '../signing-labels';
import * as styles from './LeaseSigning.css';

/** Leases a party may still sign: offered or running, not declined, withdrawn or over. */
const SIGNABLE: readonly LeaseRow['status'][] = ['pending', 'active'];

/**
 * Whether `viewer` may sign `lease` now (the API has the last word). A tenancy brought in was signed on paper before
 * Hearth knew it: the tenant confirms it instead, so it asks no signature.
 */
export const canSign = (lease: LeaseRow, viewer: SignerRole): boolean =>
  !lease.existingTenancy && SIGNABLE.includes(lease.status) && lease.signingStatus !== 'signed' && !lease.signatures.some((s) => s.role === viewer);

export interface LeaseSigningProps {
  lease: LeaseRow;
  /** Who reads the card: the status says "you" for them. */
  viewer: SignerRole;
  onSign: () => void;
  /** The reader's time zone unless given (stories pin one). */
  timeZone?: string;
}

/** A lease card's signing block: the status in words, who signed when, the document links and the Sign button. */
export function LeaseSigning({ lease, viewer, onSign, timeZone }: LeaseSigningProps) {
  const { t, i18n } = useLingui();
  const { id } = lease;
  return (
    <div className={styles.root}>
      <p className={styles.status}>{signingSentence(lease, viewer)}</p>
      {lease.signatures.length > 0 ? (
        <ul className={styles.signatures} aria-label={t`Signatures of lease #${id}`}>
          {lease.signatures.map((signature) => {
            const { name } = signature;
            const role = signerRoleLabel(signature.role, i18n);
            const at = signedAtLabel(signature.signedAt, i18n.locale, timeZone);
            return <li key={signature.role}>{t`${name}, ${role}, signed on ${at}`}</li>;
          })}
        </ul>
      ) : null}
      <div className={styles.links}>
        <Link href={leaseDocumentHref(id, i18n.locale)} target="_blank" rel="noopener" standalone aria-label={t`Read the lease (PDF), lease #${id}`}>
          {t`Read the lease (PDF)`}
        </Link>
        {lease.signingStatus === 'signed' ? (
          <Link href={signedLeaseHref(id)} download standalone aria-label={t`Download the signed lease (PDF), lease #${id}`}>
            {t`Download the signed lease (PDF)`}
          </Link>
        ) : null}
        {canSign(lease, viewer) ? (
          <Button size="sm" aria-label={t`Sign lease #${id}`} onPress={onSign}>
            {t`Sign`}
          </Button>
        ) : null}
      </div>
    </div>
  );

  function signingSentence(l: LeaseRow, reader: SignerRole): string {
    if (l.signingStatus === 'signed') return t`Signed by both`;
    const signed = l.signatures[0]?.role;
    if (l.existingTenancy && !signed) return t`Signed outside Hearth before it was brought in`;
    if (l.signingStatus !== 'partly_signed' || !signed) return t`Not signed yet`;
    if (signed === reader) return reader === 'tenant' ? t`Signed by you — waiting for the landlord` : t`Signed by you — waiting for the tenant`;
    return signed === 'landlord' ? t`Signed by the landlord — waiting for you` : t`Signed by the tenant — waiting for you`;
  }
}
