import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import * as shared from '../../styles/shared.css';

export interface FieldTextProps {
  /** Visible label. */
  label?: ReactNode;
  /** Hint under the field, e.g. 'Include country code: +1 for US, +44 for UK'. */
  description?: ReactNode;
  /** Shown when the field is invalid (`isInvalid` or native validation). */
  errorMessage?: ReactNode;
}

/** Label on top. Must be rendered inside a RAC field so the slots get wired up. */
export function FieldLabel({ label }: Pick<FieldTextProps, 'label'>) {
  return label ? <Label className={shared.label}>{label}</Label> : null;
}

/** Description and error below the control; both are linked through aria-describedby by RAC. */
export function FieldHelp({ description, errorMessage }: Omit<FieldTextProps, 'label'>) {
  return (
    <>
      {description ? (
        <Text slot="description" className={shared.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={shared.fieldError}>{errorMessage}</FieldError>
    </>
  );
}
