import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { container } from '../common/layout.css';
import * as styles from './Home.css';

const STEPS = [
  { title: msg`Register`, text: msg`Create a free account as a tenant or a landlord in under a minute. No paperwork to start.` },
  {
    title: msg`Upload documents`,
    text: msg`Landlords add photos and lease documents, stored on a decentralised file network so nobody can alter them.`,
  },
  { title: msg`Connect and lease`, text: msg`Message owners, request viewings and sign a lease agreement, all in one place.` },
];

/** The three-step flow promised by the home page copy (docs/product.md#overview). */
export function HowItWorks() {
  const { t, i18n } = useLingui();
  return (
    <section className={styles.howItWorks} aria-labelledby="how-it-works">
      <div className={container}>
        <div className={styles.sectionHeader}>
          <h2 id="how-it-works" className={styles.sectionTitle}>
            {t`How it works`}
          </h2>
          <p className={styles.sectionHint}>
            {t`Secure and transparent, from first search to signed lease.`}
          </p>
        </div>
        <ol className={styles.steps}>
          {STEPS.map((s, i) => (
            <li key={s.title.id} className={styles.step}>
              <div className={styles.stepNumber} aria-hidden="true">
                {i + 1}
              </div>
              <h3 className={styles.stepTitle}>{i18n._(s.title)}</h3>
              <p className={styles.stepText}>{i18n._(s.text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
