import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { cx } from '../../utils/cx';
import type { StyledProps } from '../../utils/props';
import * as shared from '../../styles/shared.css';

export interface FieldTextProps {
  /** Visible label. */
  label?: ReactNode;
  /** Hint under the field, e.g. 'Include country code: +1 for US, +44 for UK'. */
  description?: ReactNode;
  /** Shown when the field is invalid (`isInvalid` or native validation). */
  errorMessage?: ReactNode;
}

/** A labelled field's props: its RAC root's own, a plain `className`, and the field texts. */
export type FieldProps<P> = StyledProps<P> & FieldTextProps;

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

/** Inside of every labelled field: the label, the control (`children`), then description and error. */
export function FieldFrame({ label, description, errorMessage, children }: FieldTextProps & { children: ReactNode }) {
  return (
    <>
      <FieldLabel label={label} />
      {children}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </>
  );
}

/** Splits a field's props into its RAC root's (with the field column class) and the texts for `FieldFrame`. */
export function splitFieldProps<P extends FieldTextProps & { className?: string }>({
  label,
  description,
  errorMessage,
  className,
  ...rest
}: P) {
  return { root: { ...rest, className: cx(shared.field, className) }, frame: { label, description, errorMessage } };
}
