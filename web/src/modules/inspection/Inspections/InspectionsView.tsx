import { useLingui } from '@lingui/react/macro';
import { Button } from '@hearth/design-system';
import type { InspectionKind, InspectionRoom } from '@hearth/api/contracts/inspection.schema';
import { ErrorNotice, LoadingRows, layout, type ListState } from '../../common';
import type { InspectionRow } from '../inspection.model';
import { START_LABELS } from '../inspection-labels';
import { InspectionForm } from './InspectionForm';
import { InspectionReport, type InspectionReportProps } from './InspectionReport';

export interface InspectionsViewProps {
  state: ListState<InspectionRow>;
  /** The kinds of report the viewer may start now (none for admins, or where both exist). */
  canCreate: InspectionKind[];
  /** The report being written, if any. */
  drafting: InspectionKind | null;
  creating: boolean;
  createRefusal: string | null;
  signer: InspectionReportProps['signer'];
  /** The report being signed, and the API's refusal of the last signature. */
  signingId: number | null;
  signRefusal: { id: number; message: string } | null;
  onDraft: (kind: InspectionKind | null) => void;
  onCreate: (kind: InspectionKind, rooms: InspectionRoom[]) => void;
  onSign: (id: number, input: { fullName: string; consent: true }) => void;
}

/** A lease's condition inspections (docs/inspections.md): its move-in and move-out reports, and a new one. */
export function InspectionsView({ state, canCreate, drafting, creating, createRefusal, signer, signingId, signRefusal, onDraft, onCreate, onSign }: InspectionsViewProps) {
  const { t, i18n } = useLingui();
  return (
    <section className={layout.stack} aria-label={t`Condition inspections`}>
      <h3 className={layout.rowTitle}>{t`Condition inspections`}</h3>
      <p className={layout.muted}>{t`A move-in and a move-out report signed by both parties are the best record of the unit's condition; some provinces require them (the report prints your province's rule).`}</p>
      {state.status === 'loading' ? <LoadingRows count={1} label={t`Loading the inspection reports`} /> : null}
      {state.status === 'error' ? <ErrorNotice message={state.message} /> : null}
      {state.status === 'empty' && !drafting ? <p className={layout.muted}>{t`No inspection report yet.`}</p> : null}
      {state.status === 'ready'
        ? state.data.map((report) => (
            <InspectionReport
              key={report.id}
              report={report}
              signer={signer}
              signing={signingId === report.id}
              signRefusal={signRefusal?.id === report.id ? signRefusal.message : null}
              onSign={(input) => onSign(report.id, input)}
            />
          ))
        : null}
      {drafting ? (
        <InspectionForm kind={drafting} submitting={creating} refusal={createRefusal} onSubmit={(rooms) => onCreate(drafting, rooms)} onCancel={() => onDraft(null)} />
      ) : canCreate.length ? (
        <div className={layout.actions}>
          {canCreate.map((kind) => (
            <Button key={kind} variant="outline" onPress={() => onDraft(kind)}>
              {i18n._(START_LABELS[kind])}
            </Button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
