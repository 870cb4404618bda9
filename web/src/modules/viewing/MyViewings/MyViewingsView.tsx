import type { ReactNode } from 'react';
import { Badge, Button, ButtonLink } from '@hearth/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { PanelListSection, layout, type ListState } from '../../common';
import type { ViewingBookingRow, ViewingRequestRow } from '../viewing.model';
import { TenantRequestItem } from '../ViewingRequests/TenantRequestItem';
import { quoted, useZoneText, viewingWhen } from '../viewing-time';

export interface MyViewingsViewProps {
  upcoming: ListState<ViewingBookingRow>;
  past: ListState<ViewingBookingRow>;
  /** The viewing requests the tenant sent (listings without viewing times), newest first, with the owner's answers. */
  requests: ListState<ViewingRequestRow>;
  /** Withdraw a request with no booked time; `withdrawingId` is the one being withdrawn. */
  onWithdraw?: (request: ViewingRequestRow) => void;
  withdrawingId?: number | null;
  onAskCancel: (booking: ViewingBookingRow) => void;
  /** The Cancel booking dialog, rendered by the caller. */
  cancelDialog?: ReactNode;
  /** Below the lists: the viewing notifications (booked, cancelled, reminders). */
  updates?: ReactNode;
}

/**
 * Tenant Viewings tab: upcoming and past bookings (cancelled ones marked, with who cancelled and why; cancel an
 * upcoming one), and the requests sent with their proposed times and the owner's answer.
 */
export function MyViewingsView({ upcoming, past, requests, onAskCancel, onWithdraw, withdrawingId, cancelDialog, updates }: MyViewingsViewProps) {
  const { t } = useLingui();
  return (
    <>
      <PanelListSection
        title={t`Upcoming viewings`}
        state={upcoming}
        empty={{
          title: t`No upcoming viewings`,
          description: t`Choose Request Viewing on a listing to book a time.`,
          action: (
            <ButtonLink href="/">
              <Trans>Browse Properties</Trans>
            </ButtonLink>
          ),
        }}
        renderItem={(booking) => <BookingItem booking={booking} onAskCancel={onAskCancel} />}
      >
        {cancelDialog}
      </PanelListSection>
      <PanelListSection
        title={t`Viewing requests`}
        state={requests}
        empty={{ title: t`No viewing requests sent`, description: t`On a listing without viewing times, Request Viewing proposes times to the owner.` }}
        renderItem={(request) => <TenantRequestItem request={request} onWithdraw={onWithdraw} withdrawing={withdrawingId === request.id} />}
      />
      <PanelListSection title={t`Past viewings`} state={past} empty={{ title: t`No past viewings` }} renderItem={(booking) => <BookingItem booking={booking} />} />
      {updates}
    </>
  );
}

function BookingItem({ booking, onAskCancel }: { booking: ViewingBookingRow; onAskCancel?: (booking: ViewingBookingRow) => void }) {
  const { t, i18n } = useLingui();
  const zoneText = useZoneText();
  const { propertyTitle, cancelReason } = booking;
  const cancelled = booking.status === 'cancelled';
  return (
    <div className={layout.row}>
      <div className={layout.rowMain}>
        <div className={layout.meta}>
          <h3 className={layout.rowTitle}>{propertyTitle}</h3>
          {cancelled ? (
            <Badge tone="danger">{booking.cancelledBy === 'landlord' ? t`Cancelled by the owner` : t`Cancelled by you`}</Badge>
          ) : onAskCancel ? (
            <Badge tone="success">{t({ message: 'Booked', context: 'a viewing' })}</Badge>
          ) : null}
        </div>
        <p className={layout.muted}>{viewingWhen(booking, i18n.locale)}</p>
        <p className={layout.muted}>{zoneText(booking.timeZone)}</p>
        {cancelled && cancelReason ? <p className={layout.muted}>{t`Reason: ${cancelReason}`}</p> : null}
        {booking.message ? <p className={layout.muted}>{t`Your message: ${quoted(booking.message, i18n)}`}</p> : null}
      </div>
      <div className={layout.actions}>
        <ButtonLink variant="outline" size="sm" href={`/property/${booking.propertyId}`}>
          <Trans>View Property</Trans>
        </ButtonLink>
        {onAskCancel && !cancelled ? (
          <Button variant="ghost" size="sm" aria-label={t`Cancel booking for ${propertyTitle}`} onPress={() => onAskCancel(booking)}>
            <Trans>Cancel booking</Trans>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
