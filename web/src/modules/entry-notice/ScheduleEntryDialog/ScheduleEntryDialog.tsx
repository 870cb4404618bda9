import { useState } from 'react';
import { DatePicker, NumberField, Select, SelectItem, TextArea, noBreak, parseDate } from '@hearth/design-system';
import { ENTRY_DURATION_MAX, ENTRY_DURATION_MIN, ENTRY_REASON_MAX, type EntryUrgency } from '@hearth/api/contracts/entry-notice-rules';
import type { Province } from '@hearth/api/contracts/provinces';
import { useLingui } from '@lingui/react/macro';
import { FormDialog, layout } from '../../common';
import type { EntryNoticeValues } from '../entry-notice.model';
import { earliestEntryFields, entryInstant, entryProblem, entryRuleText, todayIn } from '../entry-rule';

/** Start times offered: every quarter hour of the day (the rule, not the list, says which are lawful). */
const START_TIMES: string[] = Array.from({ length: 24 * 4 }, (_, i) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`);

export interface ScheduleEntryDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The province of the leased property: its rule and its clock. */
  province: Province;
  /** The repair request's urgency: an emergency needs no notice, routine repairs may need more. */
  urgency: EntryUrgency;
  /** The form's clock (the real one in the app, pinned in stories and tests). */
  now: Date;
  isPending?: boolean;
  /** The API's refusal, if it refused after all. */
  error?: string | null;
  onSubmit: (values: EntryNoticeValues) => void;
}

/**
 * The landlord's Schedule entry form on a repair request: states the province's rule, starts at the earliest lawful
 * time, and checks the day, time and length live with the rule the API applies (`checkEntryNotice`).
 */
export function ScheduleEntryDialog({ isOpen, onOpenChange, province, urgency, now, isPending, error, onSubmit }: ScheduleEntryDialogProps) {
  const { t, i18n } = useLingui();
  const [durationMinutes, setDuration] = useState(60);
  const earliest = earliestEntryFields(province, urgency, durationMinutes, now);
  const [date, setDate] = useState(earliest?.date ?? todayIn(province, now));
  const [time, setTime] = useState(earliest?.time ?? '10:00');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const durationOk = Number.isInteger(durationMinutes) && durationMinutes >= ENTRY_DURATION_MIN && durationMinutes <= ENTRY_DURATION_MAX;
  const enterAt = date && time ? entryInstant(date, time, province) : null;
  const problem = enterAt && durationOk ? entryProblem(province, urgency, enterAt, durationMinutes, now, i18n) : null;
  const timeLabel = (value: string) => noBreak(new Intl.DateTimeFormat(i18n.locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(`1970-01-01T${value}:00Z`)));
  const submit = () => {
    const blank = reason.trim() === '';
    setReasonError(blank ? t`Please say why you need to enter.` : null);
    if (blank || !enterAt || !durationOk || problem) return;
    onSubmit({ enterAt, durationMinutes, reason: reason.trim() });
  };
  return (
    <FormDialog title={t`Schedule entry`} isOpen={isOpen} onOpenChange={onOpenChange} onSubmit={submit} submitLabel={t`Send notice`} pendingLabel={t`Sending...`} isPending={isPending}>
      <div className={layout.fullSpan} role="note">
        {entryRuleText(province, urgency, i18n).map((line) => (
          <p key={line} className={layout.muted}>
            {line}
          </p>
        ))}
      </div>
      {error ? (
        <p className={`${layout.fullSpan} ${layout.errorText}`} role="alert">
          {error}
        </p>
      ) : null}
      <DatePicker
        label={t`Day`}
        isRequired
        minValue={parseDate(todayIn(province, now))}
        value={date ? parseDate(date) : null}
        onChange={(d) => setDate(d ? d.toString() : '')}
      />
      <Select label={t`Start time`} selectedKey={time} onSelectionChange={(key) => setTime(String(key))}>
        {START_TIMES.map((value) => (
          <SelectItem key={value} id={value}>
            {timeLabel(value)}
          </SelectItem>
        ))}
      </Select>
      <NumberField
        label={t`Duration (minutes)`}
        minValue={ENTRY_DURATION_MIN}
        maxValue={ENTRY_DURATION_MAX}
        step={15}
        value={durationMinutes}
        onChange={setDuration}
        isInvalid={!durationOk}
        errorMessage={durationOk ? undefined : t`An entry lasts 15 minutes to 12 hours.`}
      />
      <p className={`${layout.fullSpan} ${problem ? layout.errorText : layout.muted}`} aria-live="polite">
        {problem ?? t`This time follows the rule.`}
      </p>
      <TextArea
        className={layout.fullSpan}
        label={t`Reason (the tenant reads it)`}
        isRequired
        maxLength={ENTRY_REASON_MAX}
        value={reason}
        onChange={setReason}
        isInvalid={Boolean(reasonError)}
        errorMessage={reasonError ?? undefined}
      />
    </FormDialog>
  );
}
