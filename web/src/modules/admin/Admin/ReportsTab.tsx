import { useState, type FormEvent } from 'react';
import { Badge, Button, Cell, Dialog, Row, TextArea, formatDate } from '@hearth/design-system';
import { MODERATION_REASON_MAX } from '@hearth/api/contracts/moderation.schema';
import { Trans, useLingui } from '@lingui/react/macro';
import { layout, withName, type ListState } from '../../common';
import { AdminCard } from './AdminCard';
import { ListTable } from './ListTable';
import { ViewListingButton } from './ViewListingButton';
import { REPORT_REASON_LABELS } from '../../../lib/labels';
import type { ReportDecision, ReportRow } from '../admin.model';
import * as styles from './ReportsTab.css';

export interface ReportsTabProps {
  reports: ListState<ReportRow>;
  onResolve: (reportId: number, decision: ReportDecision) => void;
  /** Report whose decision is in flight. */
  resolvingId?: number | null;
}

/** The queue of open listing reports, oldest first: dismiss, or hide the listing with a reason its landlord sees. */
export function ReportsTab({ reports, onResolve, resolvingId }: ReportsTabProps) {
  const { t, i18n } = useLingui();
  const [hiding, setHiding] = useState<ReportRow | null>(null);
  const columns = [t`Property`, t`Reason`, t`Reported By`, t`Reported`, t`Actions`];
  // The listing's landlord by name (an account without one: its number, as the Users tab shows it).
  const ownerLine = (r: ReportRow) => {
    const owner = withName(t`Owner #${r.propertyOwnerId}`, r.propertyOwnerName);
    return t`Landlord: ${owner}`;
  };
  const actions = (r: ReportRow, size: 'sm' | 'lg') => (
    <>
      <Button size={size} variant="outline" aria-label={t`Dismiss report on ${r.propertyTitle}`} isPending={resolvingId === r.id} onPress={() => onResolve(r.id, { action: 'dismiss' })}>
        <Trans>Dismiss</Trans>
      </Button>
      <Button size={size} variant="destructive" aria-label={t`Hide Listing ${r.propertyTitle}`} isDisabled={resolvingId === r.id} onPress={() => setHiding(r)}>
        <Trans>Hide Listing</Trans>
      </Button>
      <ViewListingButton propertyId={r.propertyId} title={r.propertyTitle} size={size} />
    </>
  );
  return (
    <>
      <ListTable
        title={t`Reported Listings`}
        label={t`Reports`}
        loadingLabel={t`Loading reports`}
        state={reports}
        emptyTitle={t`No Open Reports`}
        columns={columns}
        card={(r) => (
          <AdminCard title={r.propertyTitle} actions={actions(r, 'lg')}>
            <div className={layout.meta}>
              <Badge tone="warning">{i18n._(REPORT_REASON_LABELS[r.reason])}</Badge>
              <span>{formatDate(r.createdAt, i18n.locale)}</span>
            </div>
            {r.details ? <p className={styles.details}>{r.details}</p> : null}
            <p className={layout.muted}>{ownerLine(r)}</p>
            <p className={layout.muted}>{r.reporterName ?? t`No name provided`}</p>
          </AdminCard>
        )}
      >
        {(r) => (
          <Row id={r.id}>
            <Cell>
              <strong>{r.propertyTitle}</strong>
              <div className={layout.muted}>{ownerLine(r)}</div>
            </Cell>
            <Cell>
              <Badge tone="warning">{i18n._(REPORT_REASON_LABELS[r.reason])}</Badge>
              {r.details ? <p className={styles.details}>{r.details}</p> : null}
            </Cell>
            <Cell>{r.reporterName ?? t`No name provided`}</Cell>
            <Cell>{formatDate(r.createdAt, i18n.locale)}</Cell>
            <Cell>
              <div className={layout.actions}>{actions(r, 'sm')}</div>
            </Cell>
          </Row>
        )}
      </ListTable>
      <HideListingDialog
        report={hiding}
        onClose={() => setHiding(null)}
        onHide={(reason) => {
          if (hiding) onResolve(hiding.id, { action: 'hide', reason });
          setHiding(null);
        }}
      />
    </>
  );
}

/** Hiding takes the reason the landlord will read on their dashboard; Cancel, Escape or the close button change nothing. */
function HideListingDialog({ report, onClose, onHide }: { report: ReportRow | null; onClose: () => void; onHide: (reason: string) => void }) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const blank = reason.trim().length === 0;
  const close = () => {
    setReason('');
    onClose();
  };
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!blank) onHide(reason.trim());
    setReason('');
  };
  return (
    <Dialog
      isOpen={report !== null}
      onOpenChange={(open) => !open && close()}
      title={t`Hide listing`}
      description={report ? t`"${report.propertyTitle}" leaves the marketplace.` : undefined}
      footer={() => (
        <>
          <Button variant="outline" onPress={close}>
            {t`Cancel`}
          </Button>
          <Button variant="destructive" isDisabled={blank} onPress={() => submit()}>
            <Trans>Hide Listing</Trans>
          </Button>
        </>
      )}
    >
      <form onSubmit={submit} className={layout.stack} noValidate>
        <TextArea label={t`Reason shown to the landlord`} value={reason} onChange={setReason} rows={3} maxLength={MODERATION_REASON_MAX} isRequired autoFocus />
      </form>
    </Dialog>
  );
}
