import { TextField, type TextFieldProps } from '@hearth/design-system';
import { readPhoneNumber } from '@hearth/api/contracts/phone-number';
import { Trans, useLingui } from '@lingui/react/macro';
import * as styles from './PhoneField.css';

export interface PhoneFieldProps extends Omit<TextFieldProps, 'type' | 'description' | 'value' | 'onChange' | 'inputMode'> {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A phone number field (docs/product.md#validation-rules): typed as the person writes it, read by the one phone rule
 * of the contracts (Canadian without +1, elsewhere with + and the country code), and, under the hint, what will be
 * saved ("Will be saved as +1 416-555-0199"), announced politely as it changes. It lives with the profile, whose
 * numbers these are; sign-up and the lease form use it too, and its texts stay out of the first page's catalog.
 */
export function PhoneField({ value, onChange, ...props }: PhoneFieldProps) {
  const { t } = useLingui();
  const number = readPhoneNumber(value);
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      value={value}
      onChange={onChange}
      description={
        <>
          {t`Canadian numbers need no +1. Elsewhere, start with + and the country code (+1 for US, +44 for UK).`}
          <span aria-live="polite" className={styles.preview}>
            {number ? (
              <Trans>
                Will be saved as <span className={styles.number}>{number.display}</span>
              </Trans>
            ) : null}
          </span>
        </>
      }
      {...props}
    />
  );
}
