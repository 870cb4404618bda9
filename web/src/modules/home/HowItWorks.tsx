import { container } from '../common/layout.css';
import * as styles from './Home.css';

const STEPS = [
  { title: 'Register', text: 'Create a free account as a tenant or a landlord in under a minute. No paperwork to start.' },
  { title: 'Upload documents', text: 'Landlords add photos and lease documents, stored on a decentralised file network so nobody can alter them.' },
  { title: 'Connect and lease', text: 'Message owners, request viewings and sign a lease agreement, all in one place.' },
];

/** The three-step flow promised by the home page copy (spec §1). */
export function HowItWorks() {
  return (
    <section className={styles.howItWorks} aria-labelledby="how-it-works">
      <div className={container}>
        <div className={styles.sectionHeader}>
          <h2 id="how-it-works" className={styles.sectionTitle}>
            How it works
          </h2>
          <p className={styles.sectionHint}>Secure and transparent, from first search to signed lease.</p>
        </div>
        <ol className={styles.steps}>
          {STEPS.map((s, i) => (
            <li key={s.title} className={styles.step}>
              <div className={styles.stepNumber} aria-hidden="true">
                {i + 1}
              </div>
              <h3 className={styles.stepTitle}>{s.title}</h3>
              <p className={styles.stepText}>{s.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
