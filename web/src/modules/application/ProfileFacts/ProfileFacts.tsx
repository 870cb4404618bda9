import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@hearth/design-system';
import type { ProfileDocument, RentalProfile } from '../application.model';
import { profileFacts, referenceLine } from './profile-facts';
import * as styles from './ProfileFacts.css';

/** A rental profile as a definition list: what a tenant shares, as the landlord reads it. */
export function ProfileFacts({ profile, documents }: { profile: RentalProfile; documents?: ReactNode }) {
  const { t, i18n } = useLingui();
  const facts = profileFacts(profile, i18n);
  return (
    <dl className={styles.facts}>
      <Fact term={t`Work`}>{facts.work}</Fact>
      <Fact term={t`Monthly income`}>{facts.income}</Fact>
      <Fact term={t`Household`}>{facts.household}</Fact>
      <Fact term={t`Pets`}>{facts.pets}</Fact>
      <Fact term={t`Move-in`}>{facts.moveIn}</Fact>
      <Fact term={t`References`}>
        {profile.references.length ? (
          <ul className={styles.plainList}>
            {profile.references.map((r, i) => (
              <li key={i}>{referenceLine(r, i18n)}</li>
            ))}
          </ul>
        ) : (
          t`None`
        )}
      </Fact>
      {profile.introduction ? <Fact term={t`Introduction`}>{profile.introduction}</Fact> : null}
      {documents ? <Fact term={t`Documents`}>{documents}</Fact> : null}
    </dl>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </>
  );
}

/** Private documents as links the browser downloads (the API checks who asks; a landlord's download is in the tenant's access log). */
export function DocumentLinks({ documents, href }: { documents: readonly ProfileDocument[]; href: (document: ProfileDocument) => string }) {
  const { t } = useLingui();
  if (!documents.length) return t`None`;
  return (
    <ul className={styles.plainList}>
      {documents.map((document) => (
        <li key={document.ipfsHash}>
          <Link standalone href={href(document)} download={document.name}>
            {document.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
