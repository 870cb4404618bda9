import { useState } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, ButtonLink, Dialog, formatDate, formatTime } from '@hearth/design-system';
import { ConfirmDeleteDialog, ConfirmRowDialog, layout, ListSection, PanelListSection, withName, type ListState, type RowAction } from '../../common';
import type { AccessLogEntry, MyApplicationRow } from '../application.model';
import { isOpenApplication } from '@hearth/api/contracts/rental-application.schema';
import { applicationStatus } from '../application-status';

export interface MyApplicationsViewProps {
  applications: ListState<MyApplicationRow>;
  withdraw: RowAction;
  /** The application whose deletion waits for a confirmation. */
  deleting: MyApplicationRow | null;
  onAskDelete: (application: MyApplicationRow | null) => void;
  remove: RowAction;
  /** The application whose access log is open, with its entries. */
  accessLog: { application: MyApplicationRow; entries: ListState<AccessLogEntry> } | null;
  onShowAccessLog: (application: MyApplicationRow | null) => void;
}

/** Tenant's My applications (docs/product.md#rental-applications): each with its status, who opened it, and withdraw or delete. */
export function MyApplicationsView({ applications, withdraw, deleting, onAskDelete, remove, accessLog, onShowAccessLog }: MyApplicationsViewProps) {
  const { t, i18n } = useLingui();
  const deletingTitle = deleting ? listingName(deleting, i18n) : '';
  const logTitle = accessLog ? listingName(accessLog.application, i18n) : '';
  /** The open application whose withdrawal waits for a confirmation (it cannot be undone). */
  const [withdrawing, setWithdrawing] = useState<MyApplicationRow | null>(null);
  const withdrawingTitle = withdrawing ? listingName(withdrawing, i18n) : '';
  return (
    <PanelListSection
      title={t`My applications`}
      state={applications}
      empty={{
        title: t`No applications yet`,
        description: t`Apply from a listing's page; your applications and their answers show here.`,
        action: (
          <ButtonLink href="/">
            <Trans>Browse Properties</Trans>
          </ButtonLink>
        ),
      }}
      renderItem={(application) => (
        <ApplicationItem application={application} withdraw={withdraw} onAskWithdraw={setWithdrawing} onAskDelete={onAskDelete} onShowAccessLog={onShowAccessLog} />
      )}
    >
      <ConfirmRowDialog
        title={t`Withdraw this application?`}
        item={withdrawing}
        onClose={() => setWithdrawing(null)}
        action={withdraw}
        confirmLabel={t`Withdraw`}
        pendingLabel={t`Withdrawing...`}
      >
        {t`Withdraw your application for "${withdrawingTitle}"? The landlord is told, and it cannot be undone.`}
      </ConfirmRowDialog>
      <ConfirmDeleteDialog title={t`Delete application`} item={deleting} onClose={() => onAskDelete(null)} remove={remove}>
        {t`Delete your application for "${deletingTitle}"? The landlord can no longer read it, and its documents are deleted.`}
      </ConfirmDeleteDialog>
      {accessLog ? (
        <Dialog title={t`Who opened your application`} description={logTitle} isOpen onOpenChange={(open) => !open && onShowAccessLog(null)}>
          <AccessLog entries={accessLog.entries} />
        </Dialog>
      ) : null}
    </PanelListSection>
  );
}

const listingName = ({ propertyId, propertyTitle }: MyApplicationRow, i18n: I18n) => propertyTitle ?? i18n._(msg`Property #${propertyId}`);

interface ApplicationItemProps extends Pick<MyApplicationsViewProps, 'withdraw' | 'onAskDelete' | 'onShowAccessLog'> {
  application: MyApplicationRow;
  onAskWithdraw: (application: MyApplicationRow) => void;
}

function ApplicationItem({ application, withdraw, onAskWithdraw, onAskDelete, onShowAccessLog }: ApplicationItemProps) {
  const { t, i18n } = useLingui();
  const title = listingName(application, i18n);
  const status = applicationStatus(application.status, i18n);
  const applied = formatDate(application.createdAt, i18n.locale);
  const { message } = application;
  return (
    <div className={layout.row}>
      <div className={layout.rowMain}>
        <h3 className={layout.rowTitle}>{title}</h3>
        <div className={layout.meta}>
          <Badge tone={status.tone}>{status.label}</Badge>
          <span>{t`Applied ${applied}`}</span>
        </div>
        {message ? <p className={layout.muted}>{t`Your message: ${message}`}</p> : null}
      </div>
      <div className={layout.actions}>
        <ButtonLink variant="outline" size="sm" href={`/property/${application.propertyId}`} aria-label={t`View listing ${title}`}>
          <Trans>View listing</Trans>
        </ButtonLink>
        <Button variant="ghost" size="sm" aria-label={t`Access log of my application for ${title}`} onPress={() => onShowAccessLog(application)}>
          <Trans>Access log</Trans>
        </Button>
        {isOpenApplication(application.status) ? (
          <Button variant="outline" size="sm" aria-label={t`Withdraw my application for ${title}`} isPending={withdraw.pendingId === application.id} onPress={() => onAskWithdraw(application)}>
            <Trans>Withdraw</Trans>
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" aria-label={t`Delete my application for ${title}`} onPress={() => onAskDelete(application)}>
          <Trans>Delete</Trans>
        </Button>
      </div>
    </div>
  );
}

/** Every opening of the application: who, when. */
function AccessLog({ entries }: { entries: ListState<AccessLogEntry> }) {
  const { t, i18n } = useLingui();
  return (
    <ListSection state={entries} loadingLabel={t`Loading the access log`} empty={<p className={layout.muted}>{t`Nobody has opened it yet.`}</p>}>
      {(items) => (
        <ul className={layout.list}>
          {items.map((entry, i) => {
            const day = formatDate(entry.openedAt, i18n.locale);
            const time = formatTime(entry.openedAt, i18n.locale);
            const { documentName } = entry;
            return (
              <li key={i}>
                {withName(t`${day} at ${time}`, entry.viewerName)}
                {documentName ? ` · ${t`downloaded ${documentName}`}` : ''}
              </li>
            );
          })}
        </ul>
      )}
    </ListSection>
  );
}
