import { useMemo, useState } from 'react';
import { parseDate, today as todayIn, type DateValue } from '@internationalized/date';
import { Radio, RadioGroup, useLocale } from 'react-aria-components';
import { formatDayInZone, formatTimeInZone, timeZoneName } from '../../utils/zoned-time';
import { Calendar } from '../Calendar/Calendar';
import { firstDay, slotsByDay, type TimeSlot } from './slot-days';
import { useSlotPickerStrings } from './slot-picker-strings';
import * as styles from './SlotPicker.css';

export interface SlotPickerProps {
  /** The offered times; a full one (no free place) shows 'Full' and cannot be chosen. */
  slots: readonly TimeSlot[];
  /** The IANA zone the times are in (the listing's province), said on screen. */
  timeZone: string;
  /** The chosen slot's id; null when none. */
  value: string | null;
  /** A time chosen, or null when another day leaves the chosen one out of sight. */
  onChange: (slotId: string | null) => void;
  isDisabled?: boolean;
  /** Today in `timeZone` as 'YYYY-MM-DD' (earlier days cannot be picked); stories fix it. */
  today?: string;
}

/**
 * Picks a viewing time: a day in the calendar (days with a free place marked, and said so to screen readers), then
 * one of that day's times, each with its free places. Times are shown in the listing's zone, not the browser's.
 */
export function SlotPicker({ slots, timeZone, value, onChange, isDisabled, today }: SlotPickerProps) {
  const strings = useSlotPickerStrings();
  const { locale } = useLocale();
  const days = useMemo(() => slotsByDay(slots, timeZone), [slots, timeZone]);
  const [day, setDay] = useState(() => firstDay(days, value));
  if (!slots.length) return <p className={styles.note}>{strings.noTimes}</p>;

  const shown = day ?? firstDay(days, value)!;
  const daySlots = days.get(shown) ?? [];
  const hasFreeTime = (date: DateValue) => days.get(date.toString())?.some((slot) => slot.freePlaces > 0) ?? false;
  const { zone, city } = timeZoneName(timeZone, locale);
  const dayLabel = daySlots[0] ? formatDayInZone(daySlots[0].startsAt, timeZone, locale) : '';
  const pickDay = (date: DateValue) => {
    const picked = date.toString();
    setDay(picked);
    if (value && !days.get(picked)?.some((slot) => slot.id === value)) onChange(null);
  };

  return (
    <div className={styles.root}>
      <p className={styles.zone}>{strings.timesInZone(zone, city)}</p>
      <div className={styles.body}>
        <div className={styles.calendarColumn}>
          <Calendar
            aria-label={strings.viewingDay}
            fluid
            value={parseDate(shown)}
            onChange={pickDay}
            minValue={today ? parseDate(today) : todayIn(timeZone)}
            isDisabled={isDisabled}
            marks={{ isMarked: hasFreeTime, description: strings.daysWithFreeTimes }}
          />
        </div>
        <div className={styles.timesColumn}>
          {daySlots.length ? (
            <RadioGroup
              aria-label={strings.timesOn(dayLabel)}
              value={value}
              onChange={onChange}
              isDisabled={isDisabled}
              className={styles.timesColumn}
            >
              <p className={styles.dayTitle} aria-hidden>
                {dayLabel}
              </p>
              <div className={styles.times}>
                {daySlots.map((slot) => (
                  <Radio key={slot.id} value={slot.id} isDisabled={slot.freePlaces <= 0} className={styles.time}>
                    <span className={styles.timeLabel}>{formatTimeInZone(slot.startsAt, timeZone, locale)}</span>{' '}
                    <span className={styles.places}>{slot.freePlaces > 0 ? strings.placesLeft(slot.freePlaces) : strings.full}</span>
                  </Radio>
                ))}
              </div>
            </RadioGroup>
          ) : (
            <p className={styles.note}>{strings.noTimesOnDay}</p>
          )}
        </div>
      </div>
    </div>
  );
}
