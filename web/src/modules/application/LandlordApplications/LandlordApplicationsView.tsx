import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertDialog, Badge, Button, Checkbox, Dialog, EmptyState, Select, SelectItem, formatDate } from '@hearth/design-system';
import { EmailAddress, PanelListSection, TitledSection, layout, type ListState, type RowAction } from '../../common';
import type { ApplicationDecision } from '@hearth/api/contracts/rental-application.schema';
import type { ReceivedApplicationRow } from '../application.model';
import { isOpenApplication } from '@hearth/api/contracts/rental-application.schema';
import { phoneForDisplay } from '@hearth/api/contracts/phone-display';
import { applicationStatus } from '../application-status';
import { DocumentLinks, ProfileFacts } from '../ProfileFacts/ProfileFacts';
import { CompareApplications } from './CompareApplications';
import * as styles from './LandlordApplicationsView.css';

/** At most this many applications side by side (a phone still reads three columns by scrolling the table). */
export const MAX_COMPARED = 3;

export interface LandlordApplicationsViewProps {
  listings: { id: number; title: string }[];
  /** The listing whose applications show; null until one is chosen. */
  listingId: number | null;
  onListingChange: (listingId: number) => void;
  applications: ListState<ReceivedApplicationRow>;
  /** Shortlist, decline (after a confirmation) or accept one application. */
  decide: RowAction<[ApplicationDecision]>;
  /** Opens Create Lease prefilled from an accepted application (again, if it was closed). */
  onCreateLease: (application: ReceivedApplicationRow) => void;
  /** The Create Lease dialog of an accepted application, rendered by the caller when open. */
  leaseDialog?: ReactNode;
}

/** Landlord's Applications (docs/product.md#rental-applications): per listing, read, compare side by side, shortlist, decline, accept. */
export function LandlordApplicationsView({ listings, listingId, onListingChange, applications, decide, onCreateLease, leaseDialog }: LandlordApplicationsViewProps) {
  const { t } = useLingui();
  const [compared, setCompared] = useState<number[]>([]);
  const [comparing, setComparing] = useState(false);
  const [declining, setDeclining] = useState<ReceivedApplicationRow | null>(null);
  const rows = applications.status === 'ready' ? applications.data : [];
  const comparedRows = rows.filter((a) => compared.includes(a.id));
  const toggleCompared = (id: number, on: boolean) => setCompared((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));
  const decliningName = declining?.tenantName;
  const comparedCount = comparedRows.length;

  if (listings.length === 0) {
    return (
      <TitledSection title={t`Applications`}>
        <EmptyState headingLevel={3} title={t`No listings yet`} description={t`Applications arrive on your listings' pages once you list a property.`} />
      </TitledSection>
    );
  }
  return (
    <PanelListSection
      title={t`Applications`}
      action={
        // The listing comes first: the list below is its applications.
        <div className={styles.toolbar}>
          <Select
            className={styles.listingField}
            label={t`Listing`}
            placeholder={t`Select a listing`}
            selectedKey={listingId}
            onSelectionChange={(key) => {
              setCompared([]);
              onListingChange(Number(key));
            }}
          >
            {listings.map((l) => (
              <SelectItem key={l.id} id={l.id}>
                {l.title}
              </SelectItem>
            ))}
          </Select>
          <Button variant="outline" isDisabled={comparedRows.length < 2} onPress={() => setComparing(true)}>
            {t`Compare (${comparedCount})`}
          </Button>
        </div>
      }
      state={listingId ? applications : { status: 'empty' }}
      empty={{ title: listingId ? t`No applications for this listing` : t`Choose a listing to see its applications` }}
      renderItem={(application) => (
        <ApplicationItem
          application={application}
          decide={decide}
          onDecline={() => setDeclining(application)}
          onCreateLease={() => onCreateLease(application)}
          compared={compared.includes(application.id)}
          canCompareMore={compared.length < MAX_COMPARED}
          onCompare={(on) => toggleCompared(application.id, on)}
        />
      )}
    >
      {comparing && comparedRows.length >= 2 ? (
        <Dialog title={t`Compare applications`} size="lg" isOpen onOpenChange={setComparing}>
          <CompareApplications applications={comparedRows} />
        </Dialog>
      ) : null}
      {declining ? (
        <AlertDialog
          title={t`Decline application`}
          isOpen
          onOpenChange={(open) => !open && setDeclining(null)}
          confirmLabel={t`Decline`}
          cancelLabel={t`Cancel`}
          pendingLabel={t`Declining...`}
          isPending={decide.pendingId === declining.id}
          onConfirm={() => {
            decide.run(declining.id, 'declined');
            setDeclining(null);
          }}
        >
          {t`Decline ${decliningName}'s application? They will be told.`}
        </AlertDialog>
      ) : null}
      {leaseDialog}
    </PanelListSection>
  );
}

interface ApplicationItemProps {
  application: ReceivedApplicationRow;
  decide: RowAction<[ApplicationDecision]>;
  onDecline: () => void;
  onCreateLease: () => void;
  compared: boolean;
  canCompareMore: boolean;
  onCompare: (on: boolean) => void;
}

function ApplicationItem({ application, decide, onDecline, onCreateLease, compared, canCompareMore, onCompare }: ApplicationItemProps) {
  const { t, i18n } = useLingui();
  const { tenantName, tenantEmail, tenantPhone, id, message } = application;
  const status = applicationStatus(application.status, i18n);
  const applied = formatDate(application.createdAt, i18n.locale);
  const pending = decide.pendingId === id;
  const open = isOpenApplication(application.status);
  return (
    <div className={layout.stack}>
      <div className={layout.rowMain}>
        <h3 className={layout.rowTitle}>{tenantName}</h3>
        <div className={layout.meta}>
          <Badge tone={status.tone}>{status.label}</Badge>
          <span>{t`Applied ${applied}`}</span>
          <EmailAddress email={tenantEmail} />
          {tenantPhone ? <span>{phoneForDisplay(tenantPhone)}</span> : null}
        </div>
        {message ? <p className={layout.muted}>{t`Message: ${message}`}</p> : null}
      </div>
      <ProfileFacts
        profile={application.profile}
        documents={<DocumentLinks documents={application.profile.documents} href={(document) => `/api/applications/${id}/documents/${document.ipfsHash}`} />}
      />
      <div className={layout.actions}>
        <Checkbox isSelected={compared} isDisabled={!compared && !canCompareMore} onChange={onCompare}>
          {t`Compare ${tenantName}`}
        </Checkbox>
        {open && application.status !== 'shortlisted' ? (
          <Button variant="outline" size="sm" aria-label={t`Shortlist ${tenantName}`} isPending={pending} onPress={() => decide.run(id, 'shortlisted')}>
            <Trans>Shortlist</Trans>
          </Button>
        ) : null}
        {open ? (
          <>
            <Button size="sm" aria-label={t`Accept and create lease for ${tenantName}`} isDisabled={pending} onPress={() => decide.run(id, 'accepted')}>
              <Trans>Accept and create lease</Trans>
            </Button>
            <Button variant="ghost" size="sm" aria-label={t`Decline ${tenantName}`} isDisabled={pending} onPress={onDecline}>
              <Trans>Decline</Trans>
            </Button>
          </>
        ) : null}
        {application.status === 'accepted' ? (
          <Button size="sm" aria-label={t`Create Lease for ${tenantName}`} onPress={onCreateLease}>
            <Trans>Create Lease</Trans>
          </Button>
        ) : null}
      </div>
    </div>
  );
}

