import type { FormEvent } from 'react';
import {
  Button,
  Card,
  CardHeader,
  Checkbox,
  CheckboxGroup,
  FileDropzone,
  PageHeader,
  Select,
  SelectItem,
  Switch,
  TextArea,
  TextField,
  type FileRejection,
} from '@hearth/design-system';
import { FURNISHED_OPTIONS, PARKING_OPTIONS, PROPERTY_TYPES, PROVINCES, UPLOAD_LIMITS } from '@hearth/api/contracts';
import { container } from '../../common/layout.css';
import { furnishedLabel, parkingLabel, propertyTypeLabel } from '../../../lib/labels';
import { AMENITY_OPTIONS, LEASE_DOCUMENT_ACCEPT, LEASE_TYPES_TEXT, MEDIA_ACCEPT, MEDIA_TYPES_TEXT, type ListingErrors, type ListingValues } from './listing-form';
import { uploadItems, type UploadList } from './upload-list';
import * as styles from './ListProperty.css';

const BEDROOM_CHOICES = ['0', '1', '2', '3', '4', '5'];
const BATHROOM_CHOICES = ['1', '1.5', '2', '2.5', '3', '3.5', '4'];

/** One SelectItem per choice, keyed by the value itself. */
function selectItems<T extends string>(choices: readonly T[], labelOf: (choice: T) => string) {
  return choices.map((c) => (
    <SelectItem key={c} id={c}>
      {labelOf(c)}
    </SelectItem>
  ));
}

interface UploadSectionProps {
  /** The section's id (the browser journey finds the file input inside it). */
  id: string;
  title: string;
  description: string;
  /** The drop area's call to action, e.g. 'Add images and videos'. */
  dropLabel: string;
  accept: readonly string[];
  acceptLabel: string;
  maxFiles: number;
  files: UploadList;
  onFiles: (files: File[]) => void;
  onRemove: (id: string) => void;
  /** Too many files or an unsupported type, with the spec texts (the container shows them as toasts). */
  onReject: (rejection: FileRejection) => void;
}

/** A form card holding one design-system dropzone: limits, progress 10/30/80/100, per-file errors, stored files. */
function UploadSection({ id, title, description, dropLabel, files, ...zone }: UploadSectionProps) {
  return (
    <Card as="section" padding="lg" id={id}>
      <CardHeader level={2} title={title} description={description} />
      <FileDropzone label={dropLabel} listLabel={`${title}: files`} items={uploadItems(files)} showRejections={false} {...zone} />
    </Card>
  );
}

export interface ListPropertyViewProps {
  values: ListingValues;
  errors: ListingErrors;
  onChange: <K extends keyof ListingValues>(key: K, value: ListingValues[K]) => void;
  media: UploadList;
  documents: UploadList;
  onAddMedia: (files: File[]) => void;
  onAddDocuments: (files: File[]) => void;
  onRemoveMedia: (id: string) => void;
  onRemoveDocument: (id: string) => void;
  onRejectFiles: (rejection: FileRejection) => void;
  pending: boolean;
  /** When the draft was last kept in this browser. */
  draftSavedAt: string | null;
  onSubmit: () => void;
  onCancel: () => void;
  onSaveDraft: () => void;
}

/** List Your Property (spec §2): every section, defaults and limits; state lives in the container. */
export function ListPropertyView(props: ListPropertyViewProps) {
  const { values, errors, onChange, pending } = props;
  const text = (key: 'title' | 'address' | 'city' | 'monthlyRent' | 'sqft') => ({
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
      <PageHeader title="List Your Property" description="Reach tenants across Canada. Your listing is reviewed by our team before it goes live." />
      <form className={styles.form} onSubmit={submit} noValidate aria-label="List Your Property">
        {errors.form ? (
          <div role="alert" className={styles.formError}>
            {errors.form}
          </div>
        ) : null}

        <UploadSection
          id="media-upload"
          title="Images and videos"
          description="The first image is the cover."
          dropLabel="Add images and videos"
          accept={MEDIA_ACCEPT}
          acceptLabel={MEDIA_TYPES_TEXT}
          maxFiles={UPLOAD_LIMITS.media}
          files={props.media}
          onFiles={props.onAddMedia}
          onRemove={props.onRemoveMedia}
          onReject={props.onRejectFiles}
        />

        <Card as="section" padding="lg">
          <CardHeader level={2} title="Basic information" />
          <div className={styles.stack}>
            <TextField label="Title" isRequired placeholder="e.g. Bright 2-bedroom condo near High Park" {...text('title')} />
            <TextField label="Monthly rent (CAD)" isRequired inputMode="numeric" {...text('monthlyRent')} />
            <TextArea label="Description" rows={5} value={values.description} onChange={(v) => onChange('description', v)} placeholder="What makes this home special?" />
          </div>
        </Card>

        <Card as="section" padding="lg">
          <CardHeader level={2} title="Address" />
          <div className={styles.stack}>
            <TextField label="Street address" isRequired autoComplete="street-address" {...text('address')} />
            <div className={styles.grid2}>
              <TextField label="City" isRequired autoComplete="address-level2" {...text('city')} />
              <Select label="Province" isRequired placeholder="Select a province" {...select('province')}>
                {selectItems(PROVINCES, String)}
              </Select>
            </div>
          </div>
        </Card>

        <Card as="section" padding="lg">
          <CardHeader level={2} title="Property details" />
          <div className={styles.stack}>
            <div className={styles.grid3}>
              <Select label="Property type" isRequired placeholder="Select a type" {...select('propertyType')}>
                {selectItems(PROPERTY_TYPES, propertyTypeLabel)}
              </Select>
              <Select label="Bedrooms" isRequired {...select('bedrooms')}>
                {selectItems(BEDROOM_CHOICES, (b) => (b === '0' ? 'Studio' : b === '5' ? '5+' : b))}
              </Select>
              <Select label="Bathrooms" isRequired {...select('bathrooms')}>
                {selectItems(BATHROOM_CHOICES, (b) => (b === '4' ? '4+' : b))}
              </Select>
            </div>
            <div className={styles.grid3}>
              <TextField label="Square footage" inputMode="numeric" placeholder="Optional" {...text('sqft')} />
              <Select label="Furnished" {...select('furnished')}>
                {selectItems(FURNISHED_OPTIONS, furnishedLabel)}
              </Select>
              <Select label="Parking" {...select('parking')}>
                {selectItems(PARKING_OPTIONS, parkingLabel)}
              </Select>
            </div>
          </div>
        </Card>

        <Card as="section" padding="lg">
          <CardHeader level={2} title="Amenities" />
          <CheckboxGroup aria-label="Amenities" value={values.amenities} onChange={(v) => onChange('amenities', v)}>
            {AMENITY_OPTIONS.map((a) => (
              <Checkbox key={a} value={a}>
                {a}
              </Checkbox>
            ))}
          </CheckboxGroup>
        </Card>

        <Card as="section" padding="lg">
          <CardHeader level={2} title="Marketplace visibility" description="Hidden listings stay in your dashboard but do not appear on the public marketplace." />
          <Switch isSelected={values.showOnMarketplace} onChange={(v) => onChange('showOnMarketplace', v)}>
            Show on public marketplace
          </Switch>
        </Card>

        <UploadSection
          id="lease-upload"
          title="Lease documents"
          description="Stored on IPFS."
          dropLabel="Add lease documents"
          accept={LEASE_DOCUMENT_ACCEPT}
          acceptLabel={LEASE_TYPES_TEXT}
          maxFiles={UPLOAD_LIMITS.leaseDocuments}
          files={props.documents}
          onFiles={props.onAddDocuments}
          onRemove={props.onRemoveDocument}
          onReject={props.onRejectFiles}
        />

        <div className={styles.actions}>
          {props.draftSavedAt ? <span aria-live="polite" className={styles.draftNote}>Draft saved {props.draftSavedAt}</span> : null}
          <Button variant="ghost" onPress={props.onCancel}>
            Cancel
          </Button>
          <Button variant="outline" onPress={props.onSaveDraft}>
            Save as Draft
          </Button>
          <Button type="submit" isPending={pending} pendingLabel="Listing...">
            List Property
          </Button>
        </div>
      </form>
    </div>
  );
}
