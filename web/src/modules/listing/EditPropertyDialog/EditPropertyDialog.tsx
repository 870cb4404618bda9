import { useState } from 'react';
import { Button, Checkbox, Dialog, NumberField, Select, SelectItem, TextArea, TextField } from '@hearth/design-system';
import { FURNISHED_OPTIONS, PARKING_OPTIONS, PROPERTY_TYPES, PROVINCES, type PropertyUpdateInput } from '@hearth/api/contracts';
import { layout } from '../../common';
import { editValuesFrom, toPropertyUpdate, type EditPropertyErrors, type EditPropertyValues } from './edit-property-form';
import type { PropertyRow } from '../../property/property.model';

export interface EditPropertyDialogProps {
  property: PropertyRow;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (input: PropertyUpdateInput) => void;
  isSaving?: boolean;
  /** Show these field errors from the start (stories). */
  initialErrors?: EditPropertyErrors;
}

const label = (value: string) => value.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** Edit Property dialog (spec §2) with the numeric rules of §5. */
export function EditPropertyDialog({ property, isOpen, onOpenChange, onSave, isSaving, initialErrors = {} }: EditPropertyDialogProps) {
  const [values, setValues] = useState<EditPropertyValues>(() => editValuesFrom(property));
  const [errors, setErrors] = useState<EditPropertyErrors>(initialErrors);
  const set = <K extends keyof EditPropertyValues>(key: K) => (value: EditPropertyValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const err = (key: keyof EditPropertyValues) => ({ isInvalid: Boolean(errors[key]), errorMessage: errors[key] });

  const submit = () => {
    const result = toPropertyUpdate(values);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    onSave(result.input);
  };

  return (
    <Dialog
      title="Edit Property"
      size="lg"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={({ close }) => (
        <>
          <Button variant="outline" onPress={close} isDisabled={isSaving}>
            Cancel
          </Button>
          <Button onPress={submit} isPending={isSaving} pendingLabel="Saving...">
            Save Changes
          </Button>
        </>
      )}
    >
      <form
        className={layout.formGrid}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField className={layout.fullSpan} label="Title" value={values.title} onChange={set('title')} {...err('title')} />
        <NumberField label="Monthly Rent" minValue={0} value={values.monthlyRent} onChange={set('monthlyRent')} {...err('monthlyRent')} />
        <TextArea className={layout.fullSpan} label="Description" value={values.description} onChange={set('description')} {...err('description')} />
        <TextField className={layout.fullSpan} label="Address" value={values.address} onChange={set('address')} {...err('address')} />
        <TextField label="City" value={values.city} onChange={set('city')} {...err('city')} />
        <Select label="Province" selectedKey={values.province} onSelectionChange={(k) => set('province')(String(k))} {...err('province')}>
          {PROVINCES.map((p) => (
            <SelectItem key={p} id={p}>
              {p}
            </SelectItem>
          ))}
        </Select>
        <Select label="Property Type" selectedKey={values.propertyType} onSelectionChange={(k) => set('propertyType')(String(k))} {...err('propertyType')}>
          {PROPERTY_TYPES.map((t) => (
            <SelectItem key={t} id={t}>
              {label(t)}
            </SelectItem>
          ))}
        </Select>
        <Select label="Furnished" selectedKey={values.furnished} onSelectionChange={(k) => set('furnished')(String(k))} {...err('furnished')}>
          {FURNISHED_OPTIONS.map((f) => (
            <SelectItem key={f} id={f}>
              {label(f)}
            </SelectItem>
          ))}
        </Select>
        <NumberField label="Bedrooms" minValue={0} step={1} value={values.bedrooms} onChange={set('bedrooms')} {...err('bedrooms')} />
        <NumberField label="Bathrooms" minValue={0} step={0.5} value={values.bathrooms} onChange={set('bathrooms')} {...err('bathrooms')} />
        <NumberField label="Sq Ft" minValue={0} value={values.sqft} onChange={set('sqft')} {...err('sqft')} />
        <Select label="Parking" selectedKey={values.parking} onSelectionChange={(k) => set('parking')(String(k))} {...err('parking')}>
          {PARKING_OPTIONS.map((p) => (
            <SelectItem key={p} id={p}>
              {label(p)}
            </SelectItem>
          ))}
        </Select>
        <Checkbox className={layout.fullSpan} isSelected={values.showOnMarketplace} onChange={set('showOnMarketplace')}>
          Show on Public Marketplace
        </Checkbox>
      </form>
    </Dialog>
  );
}
