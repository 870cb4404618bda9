import type { ReactNode } from 'react';
import { Badge, Button, EmptyState, PlusIcon, Select, SelectItem, formatDayInZone, formatTimeInZone } from '@hearth/design-system';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDeleteDialog, ErrorNotice, layout, LoadingRows, TitledSection, type ListState, type RowAction } from '../../common';
import type { ViewingBookingRow, ViewingDay, ViewingSlotRow } from '../viewing.model';
import { quoted, useZoneText } from '../viewing-time';
import * as styles from './LandlordViewingsView.css';
import { RequestsSection, type RequestsSectionProps } from './RequestsSection';

export interface LandlordViewingsViewProps extends RequestsSectionProps {
  /** The landlord's listings, to pick whose viewings are shown, with their requests waiting for an answer. */
  listings: { id: number; title: string; waiting?: number }[];
  propertyId: number | null;
  onPropertyChange: (id: number) => void;
  /** The chosen listing's future slots, by day of its zone. */
  days: ListState<ViewingDay>;
  onAdd: () => void;
  /** The Add viewing times dialog, rendered by the caller when open. */
  addDialog?: ReactNode;
  /** The slot whose deletion waits for a confirmation. */
  deleting: ViewingSlotRow | null;
  onAskDelete: (slot: ViewingSlotRow | null) => void;
  remove: RowAction;
  onAskCancel: (booking: ViewingBookingRow) => void;
  /** The Cancel booking dialog, rendered by the caller. */
  cancelDialog?: ReactNode;
  /** The Decline request dialog, rendered by the caller. */
  declineDialog?: ReactNode;
}

/**
 * Landlord Viewings tab: one listing's viewing requests (accept a proposed time, offer times, decline), then its
 * viewing times by day, who booked each and their message; add, delete, cancel.
 */
export function LandlordViewingsView(props: LandlordViewingsViewProps) {
  const { listings, propertyId, onPropertyChange, days, onAdd, addDialog, deleting, onAskDelete, remove, cancelDialog, declineDialog } = props;
  const { requests, answeringId, onAccept, onOfferSlots, onAskDecline } = props;
  const { t, i18n } = useLingui();
  const zoneText = useZoneText();
  const deletingWhen = deleting ? `${formatDayInZone(deleting.startsAt, deleting.timeZone, i18n.locale)} · ${formatTimeInZone(deleting.startsAt, deleting.timeZone, i18n.locale)}` : '';
  const firstZone = days.status === 'ready' ? days.data[0]?.slots[0]?.timeZone : undefined;
  return (
    <TitledSection
      title={t`Viewings`}
      action={
        listings.length ? (
          <Button onPress={onAdd} isDisabled={propertyId === null}>
            <PlusIcon size={16} aria-hidden /> <Trans>Add viewing times</Trans>
          </Button>
        ) : undefined
      }
    >
      {listings.length ? (
        <Select className={styles.listingField} label={t`Listing`} selectedKey={propertyId} onSelectionChange={(key) => onPropertyChange(Number(key))}>
          {listings.map(({ id, title, waiting = 0 }) => {
            const text = waiting ? t({ message: plural(waiting, { one: `${title} · # request waiting`, other: `${title} · # requests waiting` }) }) : title;
            return (
              <SelectItem key={id} id={id} textValue={text}>
                {text}
              </SelectItem>
            );
          })}
        </Select>
      ) : null}
      {listings.length ? <RequestsSection requests={requests} answeringId={answeringId} onAccept={onAccept} onOfferSlots={onOfferSlots} onAskDecline={onAskDecline} /> : null}
      {firstZone ? <p className={layout.muted}>{zoneText(firstZone)}</p> : null}
      <Days {...props} />
      {addDialog}
      {cancelDialog}
      {declineDialog}
      <ConfirmDeleteDialog title={t`Delete viewing time`} item={deleting} onClose={() => onAskDelete(null)} remove={remove}>
        {deleting?.bookedCount
          ? t`Delete the viewing of ${deletingWhen}? Its bookings are cancelled and the tenants told.`
          : t`Delete the viewing of ${deletingWhen}?`}
      </ConfirmDeleteDialog>
    </TitledSection>
  );
}

function Days({ listings, days, onAskDelete, onAskCancel }: LandlordViewingsViewProps) {
  const { t, i18n } = useLingui();
  if (!listings.length) return <EmptyState headingLevel={3} title={t`No Properties Listed`} description={t`List a property to offer viewing times.`} />;
  switch (days.status) {
    case 'loading':
      return <LoadingRows label={t`Loading Viewings`} />;
    case 'error':
      return <ErrorNotice message={days.message} />;
    case 'empty':
      return <EmptyState headingLevel={3} title={t`No viewing times yet`} description={t`Add times and tenants book them from the listing page.`} />;
    case 'ready':
      return (
        <ul className={layout.list}>
          {days.data.map(({ day, slots }) => (
            <li key={day} className={layout.panel}>
              <h3 className={styles.dayTitle}>{formatDayInZone(slots[0]!.startsAt, slots[0]!.timeZone, i18n.locale)}</h3>
              <ul className={layout.list}>
                {slots.map((slot) => (
                  <li key={slot.id}>
                    <SlotItem slot={slot} onAskDelete={onAskDelete} onAskCancel={onAskCancel} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      );
  }
}

function SlotItem({ slot, onAskDelete, onAskCancel }: { slot: ViewingSlotRow } & Pick<LandlordViewingsViewProps, 'onAskDelete' | 'onAskCancel'>) {
  const { t, i18n } = useLingui();
  const time = `${formatTimeInZone(slot.startsAt, slot.timeZone, i18n.locale)} – ${formatTimeInZone(slot.endsAt, slot.timeZone, i18n.locale)}`;
  const { bookedCount, capacity, freePlaces } = slot;
  const active = slot.bookings.filter((b) => b.status === 'active');
  return (
    <div className={layout.list}>
      <div className={layout.row}>
        <div className={layout.rowMain}>
          <div className={layout.meta}>
            <strong>{time}</strong>
            {freePlaces > 0 ? <Badge tone="success">{t`${freePlaces} free`}</Badge> : <Badge tone="warning">{t`Full`}</Badge>}
          </div>
          <span className={layout.muted}>{t`${bookedCount} of ${capacity} booked`}</span>
        </div>
        <div className={layout.actions}>
          <Button variant="ghost" size="sm" aria-label={t`Delete the viewing at ${time}`} onPress={() => onAskDelete(slot)}>
            <Trans>Delete</Trans>
          </Button>
        </div>
      </div>
      {active.length ? (
        <ul className={styles.bookings} aria-label={t`Bookings at ${time}`}>
          {active.map((booking) => {
            const name = booking.tenantName ?? t`A tenant`;
            return (
              <li key={booking.id} className={styles.booking}>
                <div className={styles.bookingText}>
                  <strong>{name}</strong>
                  {booking.message ? <p className={styles.quote}>{quoted(booking.message, i18n)}</p> : null}
                </div>
                <Button variant="outline" size="sm" aria-label={t`Cancel booking of ${name}`} onPress={() => onAskCancel(booking)}>
                  <Trans>Cancel booking</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
