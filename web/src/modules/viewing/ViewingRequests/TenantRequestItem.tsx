import { ButtonLink, formatDayInZone, formatTimeInZone } from '@hearth/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { layout } from '../../common';
import type { ViewingRequestRow } from '../viewing.model';
import { quoted } from '../viewing-time';
import { ProposedTimes, RequestStatusBadge } from './ProposedTimes';

/** One of the tenant's viewing requests: the times they proposed and the owner's answer, with what to do next. */
export function TenantRequestItem({ request }: { request: ViewingRequestRow }) {
  const { t, i18n } = useLingui();
  const { propertyTitle, viewingStartsAt, declineReason, timeZone } = request;
  const accepted = viewingStartsAt ? `${formatDayInZone(viewingStartsAt, timeZone, i18n.locale)} · ${formatTimeInZone(viewingStartsAt, timeZone, i18n.locale)}` : '';
  return (
    <div className={layout.row}>
      <div className={layout.rowMain}>
        <div className={layout.meta}>
          <h3 className={layout.rowTitle}>{propertyTitle}</h3>
          <RequestStatusBadge request={request} />
        </div>
        {request.status === 'accepted' ? (
          <p className={layout.muted}>{t`The owner accepted ${accepted}: it is in your upcoming viewings.`}</p>
        ) : request.status === 'slots_offered' ? (
          <p className={layout.muted}>{t`The owner offered viewing times: book one on the listing.`}</p>
        ) : (
          <ProposedTimes request={request} />
        )}
        {request.status === 'declined' && declineReason ? <p className={layout.muted}>{t`Reason: ${declineReason}`}</p> : null}
        {request.message ? <p className={layout.muted}>{t`Your message: ${quoted(request.message, i18n)}`}</p> : null}
      </div>
      <div className={layout.actions}>
        <ButtonLink variant={request.status === 'slots_offered' ? 'default' : 'outline'} size="sm" href={`/property/${request.propertyId}`}>
          {request.status === 'slots_offered' ? <Trans>Book a time</Trans> : <Trans>View Property</Trans>}
        </ButtonLink>
      </div>
    </div>
  );
}
