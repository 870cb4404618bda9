import { Checkbox, CheckboxGroup } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { AMENITIES } from '@hearth/api/contracts/amenities';
import { amenityLabel } from '../../property/amenity-labels';

/** The amenity checkboxes of both listing forms, in the spec's order, in the reader's language. */
export function AmenityChoices({ value, onChange, className }: { value: readonly string[]; onChange: (amenities: string[]) => void; className?: string }) {
  const { t, i18n } = useLingui();
  return (
    <CheckboxGroup className={className} aria-label={t`Amenities`} value={[...value]} onChange={onChange}>
      {AMENITIES.map((a) => (
        <Checkbox key={a} value={a}>
          {amenityLabel(a, i18n)}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}
