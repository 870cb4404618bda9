import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, ButtonLink, Checkbox, Dialog, Link, TextField } from '@hearth/design-system';
import type { SignerRole } from '../signing-labels';
import { refusalField, refusalText, signatureProblem, type SignLeaseState, type SignRefusal } from './sign-lease-form';
import * as styles from './SignLeaseDialog.css';

export interface SignLeaseDialogProps {
  leaseId: number;
  /** Who signs here. */
  role: SignerRole;
  /** The signer's name as the lease has it (tenant: the lease's tenant name; landlord: their account name). */
  expectedName: string;
  /** A Québec lease: the document is in French first. */
  quebec: boolean;
  /** The lease document in the reader's language. */
  documentHref: string;
  /** The sealed copy, once both have signed. */
  signedDocumentHref: string;
  state: SignLeaseState;
  onSubmit: (input: { fullName: string; consent: true }) => void;
  onClose: () => void;
}

/** Sign a lease: the name typed as on the lease and the consent to sign electronically; each refusal beside its field. */
export function SignLeaseDialog({ leaseId, role, expectedName, quebec, documentHref, signedDocumentHref, state, onSubmit, onClose }: SignLeaseDialogProps) {
  const { t, i18n } = useLingui();
  const consentErrorId = useId();
  const [fullName, setFullName] = useState('');
  const [consent, setConsent] = useState(false);
  /** The dialog's own check; an API refusal shows until the next try. */
  const [problem, setProblem] = useState<SignRefusal | null>(null);
  /** Set once the field the API refused is edited; the next try shows the next answer. */
  const [answered, setAnswered] = useState(false);
  const refusal = problem ?? (state.status === 'refused' && !answered ? state.refusal : null);
  const field = refusal ? refusalField(refusal) : null;
  const message = refusal ? refusalText(refusal, expectedName, i18n) : null;
  const submitting = state.status === 'submitting';
  const signed = state.status === 'signed';

  const submit = () => {
    const local = signatureProblem(fullName, consent, expectedName);
    setProblem(local);
    setAnswered(false);
    if (!local) onSubmit({ fullName: fullName.trim(), consent: true });
  };

  return (
    <Dialog
      title={t`Sign lease #${leaseId}`}
      size="md"
      isOpen
      isDismissable={!submitting}
      onOpenChange={(open) => !open && onClose()}
      footer={({ close }) =>
        signed ? (
          <Button onPress={close}>{t`Close`}</Button>
        ) : (
          <>
            <Button variant="outline" onPress={close} isDisabled={submitting}>
              {t`Cancel`}
            </Button>
            <Button onPress={submit} isPending={submitting} pendingLabel={t`Signing...`}>
              {t`Sign the lease`}
            </Button>
          </>
        )
      }
    >
      {signed ? (
        <div className={styles.body} role="status">
          {state.sealed ? (
            <>
              <p className={styles.done}>{t`Signed by both`}</p>
              <p className={styles.text}>{t`The lease is sealed: both signatures and the document's fingerprint are on its last page. Keep the signed copy; anyone can check it on the Verify a lease page.`}</p>
              <div>
                <ButtonLink href={signedDocumentHref} download>
                  {t`Download the signed lease (PDF)`}
                </ButtonLink>
              </div>
            </>
          ) : (
            <p className={styles.done}>{role === 'tenant' ? t`You signed. We told the landlord.` : t`You signed. We told the tenant.`}</p>
          )}
        </div>
      ) : (
        <form
          className={styles.body}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          {quebec ? (
            <p className={styles.notice}>
              {t`Québec: the lease is in French first, as the Charter of the French language requires (Bill 96). An English version is for parties who both chose it after reading the French.`}
            </p>
          ) : null}
          <p className={styles.text}>
            {t`Read the whole lease before you sign it.`}{' '}
            <Link href={documentHref} target="_blank" rel="noopener">
              {t`Read the lease (PDF)`}
            </Link>
          </p>
          <TextField
            label={t`Your full name`}
            description={t`Type your full name as it appears on the lease: ${expectedName}`}
            autoComplete="name"
            isRequired
            value={fullName}
            onChange={(value) => {
              setFullName(value);
              if (field === 'fullName') {
                setProblem(null);
                setAnswered(true);
              }
            }}
            isInvalid={field === 'fullName'}
            errorMessage={field === 'fullName' ? (message ?? undefined) : undefined}
            isDisabled={submitting}
          />
          <div>
            <Checkbox
              className={styles.consent}
              isSelected={consent}
              onChange={(value) => {
                setConsent(value);
                if (field === 'consent') {
                setProblem(null);
                setAnswered(true);
              }
              }}
              isInvalid={field === 'consent'}
              isDisabled={submitting}
              aria-describedby={field === 'consent' ? consentErrorId : undefined}
            >
              {t`I agree to sign this lease electronically, and that my typed name is my signature.`}
            </Checkbox>
            {field === 'consent' ? (
              <p id={consentErrorId} role="alert" className={styles.error}>
                {message}
              </p>
            ) : null}
          </div>
          {field === 'form' ? (
            <p role="alert" className={styles.formError}>
              {message}
            </p>
          ) : null}
        </form>
      )}
    </Dialog>
  );
}
