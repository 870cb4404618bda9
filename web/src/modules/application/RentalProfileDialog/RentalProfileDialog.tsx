import { Trans, useLingui } from '@lingui/react/macro';
import { Button, DatePicker, FileDropzone, NumberField, PlusIcon, TextArea, TextField, parseDate } from '@hearth/design-system';
import { FormDialog, layout, useFormFields } from '../../common';
import { RENTAL_DOCUMENTS_MAX, RENTAL_REFERENCES_MAX, type RentalDocumentKind, type RentalProfileInput } from '@hearth/api/contracts/rental-application.schema';
import type { ProfileDocument, ProfileReference, RentalProfile } from '../application.model';
import { PROFILE_DOCUMENT_MAX_BYTES, PROFILE_DOCUMENT_TYPES, toRentalProfileValues, toRentalProfileInput, type RentalProfileErrors, type RentalProfileValues } from './rental-profile-form';
import * as styles from './RentalProfileDialog.css';

/** A private document on its way up (progress, or the reason it failed), or up. */
export interface DocumentUpload {
  id: string;
  kind: RentalDocumentKind;
  name: string;
  size: number;
  progress: number;
  error?: string;
  document?: ProfileDocument;
}

export interface RentalProfileDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The saved profile, if any (its documents are the uploads' starting list). */
  profile: RentalProfile | null;
  documents: readonly DocumentUpload[];
  onDocumentFiles: (kind: RentalDocumentKind, files: File[]) => void;
  onRemoveDocument: (id: string) => void;
  onSubmit: (input: RentalProfileInput) => void;
  isPending?: boolean;
  /** The API's refusal. */
  error?: string | null;
  /** The browser's calendar day, 'YYYY-MM-DD' (first day of the move-in picker). */
  today: string;
  initialErrors?: RentalProfileErrors;
}

/** The tenant's rental profile (docs/product.md#rental-applications): what an application shares, nothing more (no SIN, ever). */
export function RentalProfileDialog({ isOpen, onOpenChange, profile, documents, onDocumentFiles, onRemoveDocument, onSubmit, isPending, error, today, initialErrors }: RentalProfileDialogProps) {
  const { t, i18n } = useLingui();
  const { values, errors, setErrors, set, err } = useFormFields<RentalProfileValues, RentalProfileErrors>(() => toRentalProfileValues(profile), initialErrors ?? {});
  const uploading = documents.some((d) => !d.document && !d.error);

  const setReference = (index: number, key: keyof ProfileReference) => (value: string) =>
    set('references')(values.references.map((r, i) => (i === index ? { ...r, [key]: value } : r)));

  const submit = () => {
    if (uploading) return;
    const result = toRentalProfileInput(values, documents.flatMap((d) => (d.document ? [d.document] : [])), i18n);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    onSubmit(result.input);
  };

  return (
    <FormDialog
      title={t`Rental profile`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onSubmit={submit}
      submitLabel={t`Save rental profile`}
      pendingLabel={t`Saving...`}
      isPending={isPending}
      isSubmitDisabled={uploading}
    >
      <p className={`${layout.muted} ${layout.fullSpan}`}>
        <Trans>Landlords see this only when you apply to their listing and agree to share it. Never enter a Social Insurance Number.</Trans>
      </p>
      {error || errors.form ? (
        <p role="alert" className={`${layout.errorText} ${layout.fullSpan}`}>
          {error ?? errors.form}
        </p>
      ) : null}
      <TextField label={t`Employer`} value={values.employer} onChange={set('employer')} {...err('employer')} />
      <TextField label={t({ message: 'Role', context: 'job' })} description={t`Your job title`} value={values.jobTitle} onChange={set('jobTitle')} {...err('jobTitle')} />
      <NumberField
        label={t`Monthly income (optional)`}
        minValue={0}
        formatOptions={{ style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }}
        value={values.monthlyIncome}
        onChange={set('monthlyIncome')}
        {...err('monthlyIncome')}
      />
      <NumberField label={t`Household size`} isRequired minValue={1} value={values.householdSize} onChange={set('householdSize')} {...err('householdSize')} />
      <TextField label={t`Pets`} description={t`For example: one cat. Leave empty for none.`} value={values.pets} onChange={set('pets')} {...err('pets')} />
      <DatePicker
        label={t`Desired move-in date`}
        minValue={parseDate(today)}
        placeholderValue={parseDate(today)}
        value={values.moveInDate ? parseDate(values.moveInDate) : null}
        onChange={(d) => set('moveInDate')(d ? d.toString() : '')}
        {...err('moveInDate')}
      />
      <fieldset className={`${styles.references} ${layout.fullSpan}`}>
        <legend className={styles.legend}>{t`References`}</legend>
        {values.references.map((reference, index) => {
          const number = index + 1;
          return (
            <div key={index} className={styles.reference} role="group" aria-label={t`Reference ${number}`}>
              <TextField label={t`Name`} isRequired value={reference.name} onChange={setReference(index, 'name')} {...referenceErr(errors, index, 'name')} />
              <TextField label={t`Relation`} description={t`Former landlord, employer...`} isRequired value={reference.relation} onChange={setReference(index, 'relation')} {...referenceErr(errors, index, 'relation')} />
              <TextField label={t`Contact`} description={t`Email or phone`} isRequired value={reference.contact} onChange={setReference(index, 'contact')} {...referenceErr(errors, index, 'contact')} />
              <Button variant="ghost" size="sm" aria-label={t`Remove reference ${number}`} onPress={() => set('references')(values.references.filter((_, i) => i !== index))}>
                <Trans>Remove</Trans>
              </Button>
            </div>
          );
        })}
        {values.references.length < RENTAL_REFERENCES_MAX ? (
          <div>
            <Button variant="outline" size="sm" onPress={() => set('references')([...values.references, { name: '', relation: '', contact: '' }])}>
              <PlusIcon size={16} aria-hidden /> <Trans>Add reference</Trans>
            </Button>
          </div>
        ) : (
          <p className={layout.muted}>{t`Up to ${RENTAL_REFERENCES_MAX} references.`}</p>
        )}
      </fieldset>
      <TextArea className={layout.fullSpan} label={t`Introduction`} description={t`A few words about you for the landlord.`} value={values.introduction} onChange={set('introduction')} {...err('introduction')} />
      <p className={`${layout.muted} ${layout.fullSpan}`}>
        {t`Private documents (optional): PDF or image, up to 10MB each, ${RENTAL_DOCUMENTS_MAX} in all. Only landlords you apply to can open them.`}
      </p>
      <DocumentDropzone kind="proof-of-income" label={t`Proof of income`} documents={documents} onFiles={onDocumentFiles} onRemove={onRemoveDocument} />
      <DocumentDropzone kind="reference-letter" label={t`Reference letters`} documents={documents} onFiles={onDocumentFiles} onRemove={onRemoveDocument} />
    </FormDialog>
  );
}

const referenceErr = (errors: RentalProfileErrors, index: number, key: keyof ProfileReference) => {
  const message = errors[`references.${index}.${key}`];
  return { isInvalid: Boolean(message), errorMessage: message };
};

interface DocumentDropzoneProps extends Pick<RentalProfileDialogProps, 'documents'> {
  kind: RentalDocumentKind;
  label: string;
  onFiles: RentalProfileDialogProps['onDocumentFiles'];
  onRemove: RentalProfileDialogProps['onRemoveDocument'];
}

/** One kind of private document: its own dropzone, so each file is filed under what it is. */
function DocumentDropzone({ kind, label, documents, onFiles, onRemove }: DocumentDropzoneProps) {
  const others = documents.filter((d) => d.kind !== kind).length;
  return (
    <FileDropzone
      label={label}
      listLabel={label}
      accept={[...PROFILE_DOCUMENT_TYPES]}
      maxFiles={RENTAL_DOCUMENTS_MAX - others}
      maxSize={PROFILE_DOCUMENT_MAX_BYTES}
      items={documents
        .filter((d) => d.kind === kind)
        .map((d) => ({ id: d.id, name: d.name, size: d.size, progress: d.progress, status: d.error ? 'error' : d.document ? 'done' : 'uploading', error: d.error }))}
      onFiles={(files) => onFiles(kind, files)}
      onRemove={onRemove}
    />
  );
}
