import { useId, useMemo, useState, type ReactNode } from 'react';
import { Checkbox, NumberField, Select, SelectItem, TextArea, TextField, toast } from '@hearth/design-system';
import { FURNISHED_OPTIONS, PARKING_OPTIONS, PROPERTY_TYPES } from '@hearth/api/contracts/property-enums';
import type { PropertyUpdateInput } from '@hearth/api/contracts/property.schema';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormDialog, layout, useFormFields } from '../../common';
import { furnishedLabel, parkingLabel, propertyTypeLabel, provinceChoices, provinceLabel } from '../../../lib/labels';
import { editValuesFrom, toPropertyUpdate, type EditPropertyErrors, type EditPropertyValues } from './edit-property-form';
import { ListingUploadField, LISTING_UPLOADS } from '../ListingFiles/ListingUploadField';
import { AmenityChoices } from '../ListingFiles/AmenityChoices';
import { useListingUploads } from '../ListingFiles/use-listing-uploads';
import { storedMedia } from '../ListingFiles/stored-media';
import { isUploading } from '../ListingFiles/upload-list';
import * as styles from './EditPropertyDialog.css';
import { FrenchVersionFields } from '../FrenchVersionFields/FrenchVersionFields';
import { TitleField } from '../TitleField/TitleField';
import type { PropertyRow } from '../../property/property.model';
import { ListingLocationFields } from '../ListingLocation/ListingLocationFields';
import { shownPoint } from '../ListingLocation/listing-point';
import { FirstOccupiedField } from '../FirstOccupiedField/FirstOccupiedField';
import { listingTextNote } from '../TextScreening/ListingTextFindings';
import { useListingTextScreening } from '../TextScreening/listing-text-screening';

export interface EditPropertyDialogProps {
  property: PropertyRow;
  /** The names of the lease documents the listing has, when known. */
  documents?: readonly string[];
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (input: PropertyUpdateInput) => void;
  isSaving?: boolean;
  /** Show these field errors from the start (stories). */
  initialErrors?: EditPropertyErrors;
}

interface ChoiceSelectProps<T extends string> {
  label: string;
  choices: readonly T[];
  labelOf?: (choice: T) => string;
  value: string;
  onChange: (value: string) => void;
  isInvalid: boolean;
  errorMessage?: string;
}

/** A Select over one contract list, one item per choice. */
function ChoiceSelect<T extends string>({ choices, labelOf = (choice) => choice, value, onChange, ...field }: ChoiceSelectProps<T>) {
  return (
    <Select {...field} selectedKey={value} onSelectionChange={(key) => onChange(String(key))}>
      {choices.map((choice) => (
        <SelectItem key={choice} id={choice}>
          {labelOf(choice)}
        </SelectItem>
      ))}
    </Select>
  );
}

/** A titled part of the dialog, across its width. */
function Group({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h3 id={id} className={styles.groupTitle}>
        {title}
      </h3>
      {note ? <p className={styles.groupNote}>{note}</p> : null}
      {children}
    </section>
  );
}

/**
 * Edit Property dialog (docs/product.md#dashboard): the listing form's fields, with the numeric rules of
 * docs/product.md#validation-rules, its photos in order (the first is the cover), amenities and lease documents to add.
 */
export function EditPropertyDialog({ property, documents: storedDocuments = [], isOpen, onOpenChange, onSave, isSaving, initialErrors = {} }: EditPropertyDialogProps) {
  const { t, i18n } = useLingui();
  const { values, errors, setErrors, set, err } = useFormFields<EditPropertyValues, EditPropertyErrors>(() => editValuesFrom(property), initialErrors);
  const { latitude, longitude } = property;
  const saved = { place: editValuesFrom(property), point: latitude != null && longitude != null ? { latitude, longitude } : null };
  const { title, description, titleFr, descriptionFr } = values;
  const texts = useMemo(() => ({ title, description, titleFr, descriptionFr }), [title, description, titleFr, descriptionFr]);
  // The shared table, run as the landlord types (the server refuses the same wording with 400 DISCRIMINATORY_TEXT).
  const findings = useListingTextScreening(texts, values.province, i18n.locale);
  const [gallery] = useState(() => storedMedia(property.images, i18n));
  const media = useListingUploads('media', gallery);
  const documents = useListingUploads('document');
  const [waitForFiles, setWaitForFiles] = useState(false);

  const submit = () => {
    if (isUploading(media.list) || isUploading(documents.list)) return setWaitForFiles(true);
    setWaitForFiles(false);
    const result = toPropertyUpdate(values, i18n, { property, media: media.list.uploaded, documents: documents.list.uploaded });
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    onSave(result.input);
  };

  // A studio has no separate bedroom (as on List Your Property).
  const chooseType = (type: string) => {
    set('propertyType')(type);
    if (type === 'studio') set('bedrooms')(0);
  };
  const reject = (rejection: { title: string; message: string }) => toast({ title: rejection.title, description: rejection.message, variant: 'destructive' });

  return (
    <FormDialog title={t`Edit Property`} isOpen={isOpen} onOpenChange={onOpenChange} onSubmit={submit} submitLabel={t`Save Changes`} pendingLabel={t`Saving...`} isPending={isSaving}>
      <TitleField className={layout.fullSpan} label={t`Title`} value={values.title} onChange={set('title')} {...err('title')} description={listingTextNote(findings.title)} />
      <NumberField label={t`Monthly Rent`} minValue={0} value={values.monthlyRent} onChange={set('monthlyRent')} {...err('monthlyRent')} />
      <TextArea className={layout.fullSpan} label={t`Description`} value={values.description} onChange={set('description')} {...err('description')} description={listingTextNote(findings.description)} />
      <FrenchVersionFields className={layout.fullSpan} titleFr={values.titleFr} descriptionFr={values.descriptionFr} onChange={(field, value) => set(field)(value)}
        errors={errors}
        notes={{ titleFr: listingTextNote(findings.titleFr), descriptionFr: listingTextNote(findings.descriptionFr) }}
      />
      <TextField className={layout.fullSpan} label={t`Address`} value={values.address} onChange={set('address')} {...err('address')} />
      <TextField label={t`City`} value={values.city} onChange={set('city')} {...err('city')} />
      <ChoiceSelect label={t`Province`} choices={provinceChoices(i18n)} labelOf={(province) => provinceLabel(province, i18n)} value={values.province} onChange={set('province')} {...err('province')} />
      <TextField className={layout.fullSpan} label={t`Neighbourhood`} value={values.neighbourhood} onChange={set('neighbourhood')} {...err('neighbourhood')} />
      <ListingLocationFields
        className={layout.fullSpan}
        postalCode={values.postalCode}
        onPostalCodeChange={set('postalCode')}
        error={errors.postalCode}
        point={shownPoint(values, values.pin, saved)}
        onPinMove={set('pin')}
      />
      <ChoiceSelect label={t`Property Type`} choices={PROPERTY_TYPES} labelOf={(type) => propertyTypeLabel(type, i18n)} value={values.propertyType} onChange={chooseType} {...err('propertyType')} />
      <ChoiceSelect label={t`Furnished`} choices={FURNISHED_OPTIONS} labelOf={(choice) => furnishedLabel(choice, i18n)} value={values.furnished} onChange={set('furnished')} {...err('furnished')} />
      <NumberField label={t`Bedrooms`} minValue={0} step={1} value={values.bedrooms} onChange={set('bedrooms')} {...err('bedrooms')} />
      <NumberField label={t`Bathrooms`} minValue={0} step={0.5} value={values.bathrooms} onChange={set('bathrooms')} {...err('bathrooms')} />
      <NumberField label={t`Sq Ft`} minValue={0} value={values.sqft} onChange={set('sqft')} {...err('sqft')} />
      <FirstOccupiedField className={layout.fullSpan} value={values.firstOccupiedOn} onChange={set('firstOccupiedOn')} errorMessage={errors.firstOccupiedOn} />
      <ChoiceSelect label={t`Parking`} choices={PARKING_OPTIONS} labelOf={(choice) => parkingLabel(choice, i18n)} value={values.parking} onChange={set('parking')} {...err('parking')} />
      <Checkbox className={layout.fullSpan} isSelected={values.showOnMarketplace} onChange={set('showOnMarketplace')}>
        <Trans>Show on Public Marketplace</Trans>
      </Checkbox>
      <Group title={i18n._(LISTING_UPLOADS.media.title)} note={i18n._(LISTING_UPLOADS.media.description)}>
        <ListingUploadField kind="media" files={media.list} onFiles={media.add} onRemove={media.remove} onMove={media.move} onReject={reject} />
      </Group>
      <Group title={t`Amenities`}>
        <AmenityChoices value={values.amenities} onChange={set('amenities')} />
      </Group>
      <Group title={i18n._(LISTING_UPLOADS.documents.title)} note={t`New documents are added to the listing's; those it has stay.`}>
        {storedDocuments.length ? (
          <ul className={styles.storedDocuments} aria-label={t`Documents of this listing`}>
            {storedDocuments.map((name, index) => (
              <li key={`${index}-${name}`}>{name}</li>
            ))}
          </ul>
        ) : null}
        <ListingUploadField kind="documents" files={documents.list} onFiles={documents.add} onRemove={documents.remove} onReject={reject} />
      </Group>
      {waitForFiles ? (
        <p role="alert" className={layout.fullSpan}>
          <Trans>Please wait until every file has finished uploading.</Trans>
        </p>
      ) : null}
    </FormDialog>
  );
}
