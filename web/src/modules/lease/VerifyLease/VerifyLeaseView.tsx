import { Button, FileDropzone } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { signedAtLabel, signerRoleLabel } from '../signing-labels';
import { VERIFY_MAX_BYTES, type VerifyState } from './verify-lease';
import * as styles from './VerifyLease.css';

export interface VerifyLeaseViewProps {
  state: VerifyState;
  onFile: (file: File) => void;
  /** A file the drop zone refused before sending (not a .pdf, too big). */
  onRefused: (problem: 'notPdf' | 'tooBig', fileName: string) => void;
  onRetry: () => void;
  /** The reader's time zone unless given (stories pin one). */
  timeZone?: string;
}

/** /verify: anyone drops a lease PDF and reads whether Hearth sealed it, and by whom. */
export function VerifyLeaseView({ state, onFile, onRefused, onRetry, timeZone }: VerifyLeaseViewProps) {
  const { t } = useLingui();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Verify a lease`}</h1>
      <p className={styles.intro}>
        {t`Check that a lease was signed in Hearth and that not one character of it changed since. Anyone can check a file: no account needed.`}
      </p>
      <FileDropzone
        label={t`The lease's PDF`}
        listLabel={t`Lease to check`}
        description={t`The signed copy downloaded from Hearth.`}
        maxFiles={1}
        accept={['.pdf']}
        acceptLabel="PDF"
        maxSize={VERIFY_MAX_BYTES}
        isDisabled={state.status === 'checking'}
        showRejections={false}
        onFiles={([file]) => onFile(file)}
        onReject={(rejection) => {
          const file = rejection.files[0];
          onRefused(file && file.size > VERIFY_MAX_BYTES ? 'tooBig' : 'notPdf', file?.name ?? '');
        }}
      />
      <div aria-live="polite">
        <Answer state={state} onRetry={onRetry} timeZone={timeZone} />
      </div>
    </div>
  );
}

function Answer({ state, onRetry, timeZone }: Pick<VerifyLeaseViewProps, 'state' | 'onRetry' | 'timeZone'>) {
  const { t, i18n } = useLingui();
  if (state.status === 'idle') return null;
  const { fileName } = state;
  switch (state.status) {
    case 'checking':
      return (
        <section className={styles.tones.checking} aria-busy="true">
          <p className={styles.text}>{t`Checking ${fileName}...`}</p>
        </section>
      );
    case 'valid': {
      const { leaseId, cid } = state;
      return (
        <section className={styles.tones.valid} aria-labelledby="verify-answer">
          <h2 id="verify-answer" className={styles.answerTitle}>
            {t`Valid: a lease sealed by Hearth`}
          </h2>
          <p className={styles.text}>
            {leaseId ? t`${fileName} is lease #${leaseId}, exactly as its parties signed it.` : t`${fileName} is a lease sealed by Hearth, exactly as its parties signed it.`}
          </p>
          <h3 className={styles.text}>{t`Signed by`}</h3>
          <ul className={styles.signers}>
            {state.signers.map((signer) => {
              const { name } = signer;
              const role = signerRoleLabel(signer.role, i18n);
              const at = signedAtLabel(signer.signedAt, i18n.locale, timeZone);
              return <li key={`${signer.role}-${signer.name}`}>{t`${name}, ${role}, on ${at}`}</li>;
            })}
          </ul>
          <p className={styles.text}>
            {t`Content id:`} <span className={styles.cid}>{cid}</span>
          </p>
        </section>
      );
    }
    case 'invalid':
      return (
        <section className={styles.tones.invalid} aria-labelledby="verify-answer">
          <h2 id="verify-answer" className={styles.answerTitle}>
            {t`Not valid`}
          </h2>
          <p className={styles.text}>{t`This file is not a lease sealed by Hearth, or it was changed after signing.`}</p>
          <p className={styles.text}>
            {t`A sealed lease matches its record to the last byte: one changed word, date or amount, or a copy saved again by another program, makes the check fail. Do not rely on this file. Ask for the signed copy as downloaded from Hearth (Download the signed lease, on the lease in the dashboard) and check that one.`}
          </p>
        </section>
      );
    case 'notPdf':
      return (
        <section className={styles.tones.problem} aria-labelledby="verify-answer">
          <h2 id="verify-answer" className={styles.answerTitle}>
            {t`This file is not a PDF`}
          </h2>
          <p className={styles.text}>{t`${fileName} could not be checked: Hearth seals leases as PDF files. Choose the lease's PDF.`}</p>
        </section>
      );
    case 'tooBig':
      return (
        <section className={styles.tones.problem} aria-labelledby="verify-answer">
          <h2 id="verify-answer" className={styles.answerTitle}>
            {t`This file is too big`}
          </h2>
          <p className={styles.text}>{t`${fileName} is over 10 MB. A lease sealed by Hearth is much smaller: check that you chose the right file.`}</p>
        </section>
      );
    case 'error':
      return (
        <section className={styles.tones.problem} aria-labelledby="verify-answer">
          <h2 id="verify-answer" className={styles.answerTitle}>
            {t`The file could not be checked`}
          </h2>
          <p className={styles.text}>{t`We could not reach Hearth to check ${fileName}. Check your connection and try again.`}</p>
          <div>
            <Button variant="outline" onPress={onRetry}>
              {t`Try again`}
            </Button>
          </div>
        </section>
      );
  }
}
