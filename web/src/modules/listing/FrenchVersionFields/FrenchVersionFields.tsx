import { useState, type ReactNode } from 'react';
import { Button, TextArea } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { TitleField } from '../TitleField/TitleField';

type FrenchField = 'titleFr' | 'descriptionFr';

export interface FrenchVersionFieldsProps {
  titleFr: string;
  descriptionFr: string;
  onChange: (field: FrenchField, value: string) => void;
  errors?: Partial<Record<FrenchField, string>>;
  /** Each field's description (the wording checks). */
  notes?: Partial<Record<FrenchField, ReactNode>>;
  /** Class of each field (and of the button), e.g. a full-width grid cell. */
  className?: string;
}

/**
 * The listing's French title and description, behind 'Add a French version' until the landlord asks for them (or
 * the listing has one): most landlords write one version, and the form keeps one Title and one Description field.
 */
export function FrenchVersionFields({ titleFr, descriptionFr, onChange, errors = {}, notes = {}, className }: FrenchVersionFieldsProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(() => Boolean(titleFr || descriptionFr));
  if (!open) {
    return (
      <Button variant="outline" className={className} onPress={() => setOpen(true)}>
        {t`Add a French version`}
      </Button>
    );
  }
  const invalid = (field: FrenchField) => ({ errorMessage: errors[field], isInvalid: Boolean(errors[field]), description: notes[field] });
  return (
    <>
      <TitleField className={className} label={t`Title in French`} lang="fr-CA" autoFocus value={titleFr} onChange={(v) => onChange('titleFr', v)} {...invalid('titleFr')} />
      <TextArea className={className} label={t`Description in French`} lang="fr-CA" rows={4} value={descriptionFr} onChange={(v) => onChange('descriptionFr', v)} {...invalid('descriptionFr')} />
    </>
  );
}
