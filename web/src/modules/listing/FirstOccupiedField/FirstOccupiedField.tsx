import { useLingui } from '@lingui/react/macro';
import { DatePicker, parseDate } from '@hearth/design-system';
import { FIRST_OCCUPIED_EARLIEST } from '@hearth/api/contracts/property.schema';

export interface FirstOccupiedFieldProps {
  /** 'YYYY-MM-DD', or '' when not given. */
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string;
  className?: string;
}

/** When the unit was first lived in, with why it matters: Ontario's rent increase guideline skips units first occupied after November 15, 2018. Both listing forms. */
export function FirstOccupiedField({ value, onChange, errorMessage, className }: FirstOccupiedFieldProps) {
  const { t } = useLingui();
  return (
    <DatePicker
      className={className}
      label={t`First occupied on`}
      description={t`Optional: the day someone first lived in the unit. In Ontario, a unit first occupied after November 15, 2018 is not under the yearly rent increase guideline, so it decides how much the rent may rise.`}
      minValue={parseDate(FIRST_OCCUPIED_EARLIEST)}
      value={value ? parseDate(value) : null}
      onChange={(day) => onChange(day ? day.toString() : '')}
      isInvalid={Boolean(errorMessage)}
      errorMessage={errorMessage}
    />
  );
}
