import { Button } from '@hearth/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorNotice, layout, LoadingRows, TitledSection, type ListState } from '../../common';
import type { ViewingRequestRow } from '../viewing.model';
import { proposedWhen, RequestStatusBadge } from '../ViewingRequests/ProposedTimes';
import { quoted, useZoneText } from '../viewing-time';
import * as styles from './LandlordViewingsView.css';

export interface RequestsSectionProps {
  /** The chosen listing's viewing requests, newest first. */
  requests: ListState<ViewingRequestRow>;
  /** The request being answered (its buttons wait). */
  answeringId?: number | null;
  onAccept: (request: ViewingRequestRow, time: string) => void;
  onOfferSlots: (request: ViewingRequestRow) => void;
  onAskDecline: (request: ViewingRequestRow) => void;
}

/** The landlord's viewing requests of a listing: each proposed time with Accept, Offer times, Decline; answered ones say how. */
export function RequestsSection({ requests, ...actions }: RequestsSectionProps) {
  const { t } = useLingui();
  // Nothing to say while there are none: the section appears with the first request.
  if (requests.status === 'empty') return null;
  return (
    <TitledSection title={t`Viewing requests`}>
      {requests.status === 'loading' ? (
        <LoadingRows label={t`Loading viewing requests`} />
      ) : requests.status === 'error' ? (
        <ErrorNotice message={requests.message} />
      ) : requests.status === 'ready' ? (
        <ul className={layout.list}>
          {requests.data.map((request) => (
            <li key={request.id} className={layout.panel}>
              <RequestItem request={request} {...actions} />
            </li>
          ))}
        </ul>
      ) : null}
    </TitledSection>
  );
}

function RequestItem({ request, answeringId, onAccept, onOfferSlots, onAskDecline }: { request: ViewingRequestRow } & Omit<RequestsSectionProps, 'requests'>) {
  const { t, i18n } = useLingui();
  const zoneText = useZoneText();
  const name = request.tenantName ?? t`A tenant`;
  const busy = answeringId === request.id;
  const pending = request.status === 'pending';
  const { declineReason, viewingStartsAt } = request;
  const bookedWhen = viewingStartsAt ? proposedWhen(viewingStartsAt, request.timeZone, i18n.locale) : '';
  return (
    <div className={layout.list}>
      <div className={layout.meta}>
        <h3 className={layout.rowTitle}>{name}</h3>
        <RequestStatusBadge request={request} />
      </div>
      {request.message ? <p className={styles.quote}>{quoted(request.message, i18n)}</p> : null}
      {request.status === 'accepted' && bookedWhen ? <p className={layout.muted}>{t`Booked for ${bookedWhen}`}</p> : null}
      {request.status === 'declined' && declineReason ? <p className={layout.muted}>{t`Reason: ${declineReason}`}</p> : null}
      {pending ? (
        <>
          {request.proposedTimes.length ? (
            <ul className={layout.list} aria-label={t`Times ${name} proposed`}>
              {request.proposedTimes.map((time) => {
                const when = proposedWhen(time, request.timeZone, i18n.locale);
                return (
                  <li key={time} className={styles.booking}>
                    <span className={styles.bookingText}>{when}</span>
                    <Button size="sm" isDisabled={busy} aria-label={t`Accept ${when}`} onPress={() => onAccept(request, time)}>
                      <Trans>Accept</Trans>
                    </Button>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className={layout.muted}>{t`No time proposed: offer times or decline.`}</p>
          )}
          <p className={layout.muted}>{zoneText(request.timeZone)}</p>
          <div className={layout.actions}>
            <Button variant="outline" size="sm" isDisabled={busy} aria-label={t`Offer times to ${name}`} onPress={() => onOfferSlots(request)}>
              <Trans>Offer times</Trans>
            </Button>
            <Button variant="ghost" size="sm" isDisabled={busy} aria-label={t`Decline the request of ${name}`} onPress={() => onAskDecline(request)}>
              <Trans>Decline</Trans>
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
