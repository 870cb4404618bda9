import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ReceivedApplicationRow } from '../application.model';
import { profileFacts, referenceLine } from '../ProfileFacts/profile-facts';
import * as styles from './LandlordApplicationsView.css';

/** Two or three applications side by side: one column per applicant, one row per fact. */
export function CompareApplications({ applications }: { applications: ReceivedApplicationRow[] }) {
  const { t, i18n } = useLingui();
  const facts = applications.map((a) => profileFacts(a.profile, i18n));
  const rows: [string, (index: number) => ReactNode][] = [
    [t`Monthly income`, (i) => facts[i]!.income],
    [t`Household`, (i) => facts[i]!.household],
    [t`Pets`, (i) => facts[i]!.pets],
    [t`Move-in`, (i) => facts[i]!.moveIn],
    [t`Work`, (i) => facts[i]!.work],
    [
      t`References`,
      (i) =>
        applications[i]!.profile.references.length === 0 ? (
          t`None`
        ) : (
        <ul className={styles.plainList}>
          {applications[i]!.profile.references.map((r, k) => (
            <li key={k}>{referenceLine(r, i18n)}</li>
          ))}
        </ul>
        ),
    ],
  ];
  return (
    <div className={styles.tableBox} role="region" aria-label={t`Applications side by side`} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <td className={styles.cell} />
            {applications.map((a) => (
              <th key={a.id} scope="col" className={styles.cell}>
                {a.tenantName}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className={styles.rowHead}>
                {label}
              </th>
              {applications.map((a, i) => (
                <td key={a.id} className={styles.cell}>
                  {value(i)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
