import { useState } from 'react';

/** A form's values and field errors, with `set('field')` for a field's onChange and `err('field')` for its error props. */
export function useFormFields<V extends object, E extends Partial<Record<keyof V, string>>>(initialValues: V | (() => V), initialErrors: E) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<E>(initialErrors);
  const set =
    <K extends keyof V>(key: K) =>
    (value: V[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  const err = (key: keyof V) => ({ isInvalid: Boolean(errors[key]), errorMessage: errors[key] });
  return { values, errors, setErrors, set, err };
}
