import type { FormEvent, ReactNode } from 'react';
import {
  Button,
  Card,
  CardHeader,
  PageHeader,
  Select,
  SelectItem,
  Switch,
  TextArea,
  TextField,
  formatCount,
  type FileRejection,
  type SelectProps,
} from '@hearth/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { FURNISHED_OPTIONS, PARKING_OPTIONS, PROPERTY_TYPES } from '@hearth/api/contracts/property-enums';
import { container } from '../../common/layout.css';
import { furnishedLabel, parkingLabel, propertyTypeLabel, provinceChoices, provinceLabel } from '../../../lib/labels';
import type { ListingErrors, ListingValues } from './listing-form';
import { FrenchVersionFields } from '../FrenchVersionFields/FrenchVersionFields';
import { TitleField } from '../TitleField/TitleField';
import { listingTextNote } from '../TextScreening/ListingTextFindings';
import type { TextFindings } from '../TextScreening/listing-text-screening';
import { ListingLocationFields } from '../ListingLocation/ListingLocationFields';
import { shownPoint } from '../ListingLocation/listing-point';
import type { UploadList } from '../ListingFiles/upload-list';
import { LISTING_UPLOADS, ListingUploadField, type ListingUploadFieldProps } from '../ListingFiles/ListingUploadField';
import { AmenityChoices } from '../ListingFiles/AmenityChoices';
import * as styles from './ListProperty.css';
import { FirstOccupiedField } from '../FirstOccupiedField/FirstOccupiedField';

const BEDROOM_CHOICES = ['0', '1', '2', '3', '4', '5'];
const BATHROOM_CHOICES = ['1', '1.5', '2', '2.5', '3', '3.5', '4'];

/** A Select offering one item per choice, keyed by the value itself. */
function ChoiceSelect<T extends string>({ choices, labelOf, ...props }: Omit<SelectProps<object>, 'children'> & { choices: readonly T[]; labelOf: (choice: T) => string }) {
  return (
    <Select {...props}>
      {choices.map((c) => (
        <SelectItem key={c} id={c}>
          {labelOf(c)}
        </SelectItem>
      ))}
    </Select>
  );
}

/** An uploader of the form in its card, under its title. */
function UploadSection({ kind, ...field }: ListingUploadFieldProps) {
  const { i18n } = useLingui();
  const { title, description } = LISTING_UPLOADS[kind];
  return (
    <FormSection title={i18n._(title)} description={i18n._(description)}>
      <ListingUploadField kind={kind} {...field} />
    </FormSection>
  );
}

/** A card of the form under its h2, with an optional line below the title. */
function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card as="section" padding="lg">
      <CardHeader level={2} title={title} description={description} />
      {children}
    </Card>
  );
}

export interface ListPropertyViewProps {
  values: ListingValues;
  errors: ListingErrors;
  /** Wording of the title and descriptions that would be refused (docs/listing-text-screening.md), by field. */
  textFindings?: TextFindings;
  onChange: <K extends keyof ListingValues>(key: K, value: ListingValues[K]) => void;
  media: UploadList;
  documents: UploadList;
  onAddMedia: (files: File[]) => void;
  onAddDocuments: (files: File[]) => void;
  onRemoveMedia: (id: string) => void;
  /** A stored image or video moved to another place (0: the cover). */
  onMoveMedia: (id: string, to: number) => void;
  onRemoveDocument: (id: string) => void;
  onRejectFiles: (rejection: FileRejection) => void;
  pending: boolean;
  /** When the draft was last kept in this browser. */
  draftSavedAt: string | null;
  onSubmit: () => void;
  onCancel: () => void;
  onSaveDraft: () => void;
}

/** List Your Property (docs/product.md#list-property): every section, defaults and limits; state lives in the container. */
export function ListPropertyView(props: ListPropertyViewProps) {
  const { values, errors, onChange, pending, draftSavedAt, textFindings = {} } = props;
  const { t, i18n } = useLingui();
  const text = (key: 'title' | 'address' | 'city' | 'neighbourhood' | 'monthlyRent' | 'sqft') => ({
    value: values[key],
    onChange: (v: string) => onChange(key, key === 'monthlyRent' || key === 'sqft' ? v.replace(/\D/g, '').slice(0, 7) : v),
    errorMessage: errors[key],
    isInvalid: !!errors[key],
  });
  const select = (key: 'province' | 'propertyType' | 'bedrooms' | 'bathrooms' | 'furnished' | 'parking') => ({
    selectedKey: values[key] || null,
    onSelectionChange: (k: unknown) => onChange(key, String(k) as never),
    errorMessage: errors[key],
    isInvalid: !!errors[key],
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!pending) props.onSubmit();
  };

  return (
    <div className={`${container} ${styles.page}`}>
      <PageHeader title={t`List Your Property`} description={t`Reach tenants across Canada. Your listing is reviewed by our team before it goes live.`} />
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t`List Your Property`}>
        {errors.form ? (
          <div role="alert" className={styles.formError}>
            {errors.form}
          </div>
        ) : null}

        <UploadSection kind="media" files={props.media} onFiles={props.onAddMedia} onRemove={props.onRemoveMedia} onMove={props.onMoveMedia} onReject={props.onRejectFiles} />

        <FormSection title={t`Basic information`}>
          <div className={styles.stack}>
            <TitleField label={t`Title`} isRequired placeholder={t`e.g. Bright 2-bedroom condo near High Park`} {...text('title')} description={listingTextNote(textFindings.title)} />
            <TextField label={t`Monthly Rent`} description={t`In Canadian dollars, per month.`} isRequired inputMode="numeric" {...text('monthlyRent')} />
            <TextArea
              label={t`Description`}
              rows={5}
              value={values.description}
              onChange={(v) => onChange('description', v)}
              placeholder={t`What makes this home special?`}
              description={listingTextNote(textFindings.description)}
            />
          </div>
        </FormSection>

        <FormSection title={t`In French (optional)`} description={t`Visitors who read Hearth in French see these instead of the title and description above.`}>
          <div className={styles.stack}>
            <FrenchVersionFields titleFr={values.titleFr} descriptionFr={values.descriptionFr} onChange={onChange}
              errors={errors}
              notes={{ titleFr: listingTextNote(textFindings.titleFr), descriptionFr: listingTextNote(textFindings.descriptionFr) }}
            />
          </div>
        </FormSection>

        <FormSection title={t`Address`}>
          <div className={styles.stack}>
            <TextField label={t`Address`} isRequired autoComplete="street-address" {...text('address')} />
            <div className={styles.grid2}>
              <TextField label={t`City`} isRequired autoComplete="address-level2" {...text('city')} />
              <ChoiceSelect label={t`Province`} isRequired placeholder={t`Select a province`} choices={provinceChoices(i18n)} labelOf={(province) => provinceLabel(province, i18n)} {...select('province')} />
            </div>
            <TextField label={t`Neighbourhood`} description={t`Optional. Renters search by it, e.g. Plateau-Mont-Royal.`} {...text('neighbourhood')} />
            <ListingLocationFields
              isRequired
              postalCode={values.postalCode}
              onPostalCodeChange={(v) => onChange('postalCode', v)}
              error={errors.postalCode}
              point={shownPoint(values, values.pin)}
              onPinMove={(pin) => onChange('pin', pin)}
            />
          </div>
        </FormSection>

        <FormSection title={t`Property details`}>
          <div className={styles.stack}>
            <div className={styles.grid3}>
              <ChoiceSelect
                label={t`Property Type`}
                isRequired
                placeholder={t`Select a type`}
                choices={PROPERTY_TYPES}
                labelOf={(type) => propertyTypeLabel(type, i18n)}
                {...select('propertyType')}
              />
              <ChoiceSelect label={t`Bedrooms`} isRequired choices={BEDROOM_CHOICES} labelOf={(b) => (b === '0' ? t`Studio` : b === '5' ? '5+' : b)} {...select('bedrooms')} />
              <ChoiceSelect label={t`Bathrooms`} isRequired choices={BATHROOM_CHOICES} labelOf={(b) => (b === '4' ? '4+' : formatCount(Number(b), i18n.locale))} {...select('bathrooms')} />
            </div>
            <div className={styles.grid3}>
              <TextField label={t`Sq Ft`} inputMode="numeric" placeholder={t`Optional`} {...text('sqft')} />
              <ChoiceSelect label={t`Furnished`} choices={FURNISHED_OPTIONS} labelOf={(choice) => furnishedLabel(choice, i18n)} {...select('furnished')} />
              <ChoiceSelect label={t`Parking`} choices={PARKING_OPTIONS} labelOf={(choice) => parkingLabel(choice, i18n)} {...select('parking')} />
            </div>
            <FirstOccupiedField value={values.firstOccupiedOn} onChange={(day) => onChange('firstOccupiedOn', day)} errorMessage={errors.firstOccupiedOn} />
          </div>
        </FormSection>

        <FormSection title={t`Amenities`}>
          <AmenityChoices value={values.amenities} onChange={(v) => onChange('amenities', v)} />
        </FormSection>

        <FormSection title={t`Marketplace visibility`} description={t`Hidden listings stay in your dashboard but do not appear on the public marketplace.`}>
          <Switch isSelected={values.showOnMarketplace} onChange={(v) => onChange('showOnMarketplace', v)}>
            <Trans>Show on Public Marketplace</Trans>
          </Switch>
        </FormSection>

        <UploadSection kind="documents" files={props.documents} onFiles={props.onAddDocuments} onRemove={props.onRemoveDocument} onReject={props.onRejectFiles} />

        <div className={styles.actions}>
          {draftSavedAt ? (
            <span aria-live="polite" className={styles.draftNote}>
              <Trans>Draft saved {draftSavedAt}</Trans>
            </span>
          ) : null}
          <Button variant="ghost" onPress={props.onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="outline" onPress={props.onSaveDraft}>
            <Trans>Save as Draft</Trans>
          </Button>
          <Button type="submit" isPending={pending} pendingLabel={t`Listing...`}>
            <Trans>List Property</Trans>
          </Button>
        </div>
      </form>
    </div>
  );
}
