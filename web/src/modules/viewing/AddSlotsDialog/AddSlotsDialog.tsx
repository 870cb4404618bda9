import { DatePicker, NumberField, Select, SelectItem, noBreak, parseDate } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { FormDialog, layout, useFormFields } from '../../common';
import type { AddViewingSlotsValues } from '../viewing.model';
import { useZoneText } from '../viewing-time';
import { CAPACITY_RANGE, DURATION_RANGE, START_TIMES, addSlotsErrors, emptyAddSlots, toAddSlotsInput, type AddSlotsErrors } from './add-slots-form';

export interface AddSlotsDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The listing's zone: the times typed are its wall clock. */
  timeZone: string;
  /** The occupied-unit rule of the listing's province (a current lease), when the API gives one. */
  notice?: string | null;
  isPending?: boolean;
  /** The API's refusal (e.g. less than 24 hours ahead on an occupied unit). */
  error?: string | null;
  onSubmit: (input: AddViewingSlotsValues) => void;
  /** The first day that can be picked ('YYYY-MM-DD' in the listing's zone): today, or the first day an occupied unit's notice allows. */
  firstDay: string;
  /** On `firstDay`, the earliest start time ('HH:MM') an occupied unit's notice allows: earlier times are disabled. */
  firstTime?: string | null;
  initialErrors?: AddSlotsErrors;
}

/** The landlord's Add viewing times form: a day and time, a duration (15-120 min), places, and an optional weekly repeat. */
export function AddSlotsDialog({ isOpen, onOpenChange, timeZone, notice, isPending, error, onSubmit, firstDay, firstTime, initialErrors = {} }: AddSlotsDialogProps) {
  const { t, i18n } = useLingui();
  const zoneText = useZoneText();
  const { values, setErrors, set, err } = useFormFields(emptyAddSlots, initialErrors);
  const timeLabel = (time: string) => noBreak(new Intl.DateTimeFormat(i18n.locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(`1970-01-01T${time}:00Z`)));
  const submit = () => {
    const errors = addSlotsErrors(values, {
      dateRequired: t`Please choose a day.`,
      duration: t`A viewing lasts 15 to 120 minutes.`,
      capacity: t`Between 1 and 50 people.`,
      repeatBefore: t`The last week cannot be before the first day.`,
    });
    setErrors(errors);
    if (Object.keys(errors).length === 0) onSubmit(toAddSlotsInput(values, timeZone));
  };
  return (
    <FormDialog title={t`Add viewing times`} isOpen={isOpen} onOpenChange={onOpenChange} onSubmit={submit} submitLabel={t`Add times`} pendingLabel={t`Adding...`} isPending={isPending}>
      <p className={`${layout.muted} ${layout.fullSpan}`}>{zoneText(timeZone)}</p>
      {notice ? (
        <p className={`${layout.fullSpan} ${layout.muted}`} role="note">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p className={`${layout.fullSpan} ${layout.errorText}`} role="alert">
          {error}
        </p>
      ) : null}
      <DatePicker
        label={t`Day`}
        isRequired
        minValue={parseDate(firstDay)}
        placeholderValue={parseDate(firstDay)}
        value={values.date ? parseDate(values.date) : null}
        onChange={(d) => set('date')(d ? d.toString() : '')}
        {...err('date')}
      />
      <Select
        label={t`Start time`}
        selectedKey={values.time}
        onSelectionChange={(key) => set('time')(String(key))}
        disabledKeys={values.date === firstDay && firstTime ? START_TIMES.filter((time) => time < firstTime) : undefined}
      >
        {START_TIMES.map((time) => (
          <SelectItem key={time} id={time}>
            {timeLabel(time)}
          </SelectItem>
        ))}
      </Select>
      <NumberField
        label={t`Duration (minutes)`}
        minValue={DURATION_RANGE.min}
        maxValue={DURATION_RANGE.max}
        step={15}
        value={values.durationMinutes}
        onChange={set('durationMinutes')}
        {...err('durationMinutes')}
      />
      <NumberField
        label={t`Places per time`}
        description={t`1 for a private viewing, more for an open house.`}
        minValue={CAPACITY_RANGE.min}
        maxValue={CAPACITY_RANGE.max}
        value={values.capacity}
        onChange={set('capacity')}
        {...err('capacity')}
      />
      <DatePicker
        className={layout.fullSpan}
        label={t`Repeat weekly until (optional)`}
        minValue={parseDate(values.date || firstDay)}
        placeholderValue={parseDate(values.date || firstDay)}
        value={values.repeatWeeklyUntil ? parseDate(values.repeatWeeklyUntil) : null}
        onChange={(d) => set('repeatWeeklyUntil')(d ? d.toString() : '')}
        {...err('repeatWeeklyUntil')}
      />
    </FormDialog>
  );
}
