import { useLingui } from '@lingui/react/macro';
import { TextField } from '@hearth/design-system';
import { PinMapSlot, type MapPoint } from '../../map';
import * as styles from './ListingLocation.css';

export interface ListingLocationFieldsProps {
  postalCode: string;
  onPostalCodeChange: (value: string) => void;
  error?: string;
  isRequired?: boolean;
  /** Where the pin stands (listing-point.ts); null until a province is chosen. */
  point: MapPoint | null;
  onPinMove: (point: MapPoint) => void;
  className?: string;
}

/** Postal code and the draggable pin: both listing forms place a listing this way. */
export function ListingLocationFields({ postalCode, onPostalCodeChange, error, isRequired, point, onPinMove, className }: ListingLocationFieldsProps) {
  const { t } = useLingui();
  const message = error;
  return (
    <div className={`${styles.location} ${className ?? ''}`}>
      <TextField
        label={t`Postal code`}
        isRequired={isRequired}
        autoComplete="postal-code"
        placeholder="A1A 1A1"
        maxLength={7}
        value={postalCode}
        onChange={onPostalCodeChange}
        errorMessage={message}
        isInvalid={!!message}
      />
      <p className={styles.hint}>{t`The pin is placed from the address. Drag it (or focus it and use the arrow keys) to the exact spot.`}</p>
      <div className={styles.map}>
        {point ? (
          <PinMapSlot point={point} label={t`Map of the listing's location`} onMove={onPinMove} zoom={13} />
        ) : (
          <p className={styles.placeholder}>{t`Choose a province to place the pin.`}</p>
        )}
      </div>
    </div>
  );
}
