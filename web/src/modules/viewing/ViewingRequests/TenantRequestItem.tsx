import { Button, ButtonLink, formatDayInZone, formatTimeInZone } from '@hearth/design-system';
import { VIEWING_REQUEST_WITHDRAWABLE } from '@hearth/api/contracts/viewing.schema';
import { Trans, useLingui } from '@lingui/react/macro';
import { layout } from '../../common';
import type { ViewingRequestRow } from '../viewing.model';
import { quoted } from '../viewing-time';
import { ProposedTimes, RequestStatusBadge } from './ProposedTimes';

/**
 * One of the tenant's viewing requests: the times they proposed and the owner's answer, with what to do next; a
 * request with no booked time can be withdrawn (`onWithdraw`, absent while one is being withdrawn).
 */
export function TenantRequestItem({ request, onWithdraw, withdrawing }: { request: ViewingRequestRow; onWithdraw?: (request: ViewingRequestRow) => void; withdrawing?: boolean }) {
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
        {onWithdraw && VIEWING_REQUEST_WITHDRAWABLE.includes(request.status) ? (
          <Button variant="outline" size="sm" isPending={withdrawing} aria-label={t`Withdraw the viewing request for ${propertyTitle}`} onPress={() => onWithdraw(request)}>
            <Trans>Withdraw</Trans>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
