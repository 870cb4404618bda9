import { Badge, formatDayInZone, formatTimeInZone } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { layout } from '../../common';
import type { ViewingRequestRow } from '../viewing.model';
import { useZoneText } from '../viewing-time';

/** 'Tuesday, November 24, 2026 · 10:00 a.m.', in the listing's zone. */
export const proposedWhen = (instant: string, timeZone: string, locale: string) => `${formatDayInZone(instant, timeZone, locale)} · ${formatTimeInZone(instant, timeZone, locale)}`;

/** The times a tenant proposed, earliest first, in the listing's zone (said once below them). */
export function ProposedTimes({ request }: { request: ViewingRequestRow }) {
  const { t, i18n } = useLingui();
  const zoneText = useZoneText();
  if (!request.proposedTimes.length) return <p className={layout.muted}>{t`No time proposed.`}</p>;
  return (
    <>
      <ul className={layout.list} aria-label={t`Proposed times`}>
        {request.proposedTimes.map((time) => (
          <li key={time} className={layout.muted}>
            {proposedWhen(time, request.timeZone, i18n.locale)}
          </li>
        ))}
      </ul>
      <p className={layout.muted}>{zoneText(request.timeZone)}</p>
    </>
  );
}

/** Where a request stands, as a badge: waiting, accepted, times offered, declined. */
export function RequestStatusBadge({ request }: { request: ViewingRequestRow }) {
  const { t } = useLingui();
  switch (request.status) {
    case 'pending':
      return <Badge tone="warning">{t`Waiting for an answer`}</Badge>;
    case 'accepted':
      return <Badge tone="success">{t({ message: 'Accepted', context: 'a viewing request' })}</Badge>;
    case 'slots_offered':
      return <Badge tone="info">{t`Times offered`}</Badge>;
    case 'declined':
      return <Badge tone="danger">{t({ message: 'Declined', context: 'a viewing request' })}</Badge>;
    case 'withdrawn':
      return <Badge tone="neutral">{t({ message: 'Withdrawn', context: 'a viewing request' })}</Badge>;
  }
}
