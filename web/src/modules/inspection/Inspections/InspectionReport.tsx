import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, ButtonLink, Checkbox, Link, TextField, formatDate } from '@hearth/design-system';
import { layout } from '../../common';
import { signatureProblem, type SignRefusal } from '../../lease/SignLease/sign-lease-form';
import { inspectionDocumentHref, signedInspectionHref, type InspectionRow } from '../inspection.model';
import { CONDITION_LABELS, KIND_LABELS, SIGNING_LABELS } from '../inspection-labels';

export interface InspectionReportProps {
  report: InspectionRow;
  /** The viewer's party, when they sign reports of this lease (admins read only). */
  signer: { role: 'landlord' | 'tenant'; expectedName: string } | null;
  signing: boolean;
  /** The API's refusal of the viewer's signature. */
  signRefusal: string | null;
  onSign: (input: { fullName: string; consent: true }) => void;
}

/** One report: its rooms, what changed since move-in (highlighted), its PDF, and the viewer's signature. */
export function InspectionReport({ report, signer, signing, signRefusal, onSign }: InspectionReportProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [fullName, setFullName] = useState('');
  const [consent, setConsent] = useState(false);
  const [problem, setProblem] = useState<SignRefusal | null>(null);
  const kind = i18n._(KIND_LABELS[report.kind]);
  const day = formatDate(report.createdAt, i18n.locale);
  const signed = signer ? report.signatures.some((signature) => signature.role === signer.role) : true;
  const changed = new Set((report.changesSinceMoveIn ?? []).map((change) => `${change.room}\u0000${change.item}`.toLowerCase()));
  const condition = (value: keyof typeof CONDITION_LABELS | null) => (value ? i18n._(CONDITION_LABELS[value]) : t`not in the report`);
  const problemText =
    problem === 'nameMismatch' && signer
      ? t`Type your full name as it appears on the lease: ${signer.expectedName}`
      : problem === 'nameMissing'
        ? t`Type your full name to sign.`
        : problem === 'consentMissing'
          ? t`Tick the box to agree to sign electronically.`
          : null;
  return (
    <article className={layout.stack} aria-labelledby={headingId}>
      <div className={layout.headerRow}>
        <h3 id={headingId} className={layout.rowTitle}>{t`${kind} of ${day}`}</h3>
        <Badge>{i18n._(SIGNING_LABELS[report.signingStatus])}</Badge>
      </div>
      <div className={layout.actions}>
        <Link standalone href={inspectionDocumentHref(report.id, i18n.locale)} target="_blank" rel="noopener">
          {t`Read the report (PDF)`}
        </Link>
        {report.signingStatus === 'signed' ? (
          <ButtonLink href={signedInspectionHref(report.id)} download variant="outline">
            {t`Download the signed report (PDF)`}
          </ButtonLink>
        ) : null}
      </div>
      {report.kind === 'move-out' ? (
        <section className={layout.stack} aria-label={t`Changes since the move-in report`}>
          <h4 className={layout.rowTitle}>{t`Changes since the move-in report`}</h4>
          {report.changesSinceMoveIn === null ? (
            <p className={layout.muted}>{t`There is no move-in report signed by both parties to compare with.`}</p>
          ) : report.changesSinceMoveIn.length === 0 ? (
            <p className={layout.muted}>{t`Nothing changed since the move-in report.`}</p>
          ) : (
            <ul className={layout.list}>
              {report.changesSinceMoveIn.map((change) => {
                const before = condition(change.before);
                const after = condition(change.after);
                const place = `${change.room} · ${change.item}`;
                return (
                  <li key={`${change.room}/${change.item}`}>
                    <strong>{t`${place}: ${before} → ${after}`}</strong>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      ) : null}
      {report.rooms.map((room) => (
        <div key={room.name} className={layout.stack}>
          <h4 className={layout.rowTitle}>{room.name}</h4>
          <ul className={layout.list}>
            {room.items.map((item) => {
              const highlighted = changed.has(`${room.name}\u0000${item.name}`.toLowerCase());
              const value = i18n._(CONDITION_LABELS[item.condition]);
              return (
                <li key={item.name}>
                  {highlighted ? <strong>{t`${item.name}: ${value} (changed)`}</strong> : t`${item.name}: ${value}`}
                  {item.note ? <span className={layout.muted}> — {item.note}</span> : null}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      {report.signatures.length ? (
        <ul className={layout.list} aria-label={t`Who signed`}>
          {report.signatures.map((signature) => {
            const at = formatDate(signature.signedAt, i18n.locale);
            return <li key={signature.role} className={layout.muted}>{signature.role === 'landlord' ? t`Landlord: ${signature.name}, ${at}` : t`Tenant: ${signature.name}, ${at}`}</li>;
          })}
        </ul>
      ) : null}
      {signer && !signed ? (
        <form
          className={layout.stack}
          noValidate
          aria-label={t`Sign the report`}
          onSubmit={(e) => {
            e.preventDefault();
            const local = signatureProblem(fullName, consent, signer.expectedName);
            setProblem(local);
            if (!local) onSign({ fullName: fullName.trim(), consent: true });
          }}
        >
          <TextField
            label={t`Your full name`}
            description={t`Type your full name as it appears on the lease: ${signer.expectedName}`}
            autoComplete="name"
            value={fullName}
            onChange={setFullName}
            isInvalid={problem === 'nameMismatch' || problem === 'nameMissing'}
            errorMessage={problem === 'nameMismatch' || problem === 'nameMissing' ? (problemText ?? undefined) : undefined}
            isDisabled={signing}
          />
          <Checkbox isSelected={consent} onChange={setConsent} isDisabled={signing} isInvalid={problem === 'consentMissing'}>
            {t`I agree to sign this inspection report electronically, and that my typed name is my signature.`}
          </Checkbox>
          {problem === 'consentMissing' || signRefusal ? (
            <p role="alert" className={layout.errorText}>
              {problem === 'consentMissing' ? problemText : signRefusal}
            </p>
          ) : null}
          <div className={layout.actions}>
            <Button type="submit" isPending={signing} pendingLabel={t`Signing...`}>
              {t`Sign the report`}
            </Button>
          </div>
        </form>
      ) : null}
    </article>
  );
}
