import { useState } from 'react';
import { Checkbox, Radio, RadioGroup, Select, SelectItem, TextArea } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import {
  REPAIR_CATEGORIES,
  REPAIR_DESCRIPTION_MAX,
  REPAIR_PHOTOS_MAX,
  REPAIR_URGENCIES,
  repairRequestSchema,
  type RepairCategory,
  type RepairUrgency,
} from '@hearth/api/contracts/repair.schema';
import { FormDialog, layout } from '../../common';
import { issueMessages } from '../../common/contract-message';
import type { RepairLease, RepairReport } from '../repair.model';
import { REPAIR_CATEGORY_LABELS, REPAIR_URGENCY_HINTS, REPAIR_URGENCY_LABELS } from '../repair-labels';

export interface ReportRepairDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The leases the tenant may file on (active, or ended less than 30 days ago). */
  leases: RepairLease[];
  isPending?: boolean;
  onSubmit: (report: RepairReport) => void;
}

type Slot = 'leaseId' | 'category' | 'urgency' | 'description' | 'photos';

/** 'Report a repair': what is wrong, how urgent (emergency explained plainly), photos and permission to enter. */
export function ReportRepairDialog({ isOpen, onOpenChange, leases, isPending, onSubmit }: ReportRepairDialogProps) {
  const { t, i18n } = useLingui();
  const [leaseId, setLeaseId] = useState<number | null>(leases.length === 1 ? leases[0]!.id : null);
  const [category, setCategory] = useState<RepairCategory | null>(null);
  const [urgency, setUrgency] = useState<RepairUrgency | null>(null);
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [entryPermission, setEntryPermission] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Slot, string>>>({});

  const submit = () => {
    const parsed = repairRequestSchema.safeParse({ category, urgency, description, entryPermission });
    const found: Partial<Record<Slot, string>> = parsed.success ? {} : issueMessages<Slot>(parsed.error.issues, i18n);
    if (leaseId === null) found.leaseId = t`Choose the home that needs the repair.`;
    if (photos.length > REPAIR_PHOTOS_MAX) found.photos = t`At most ${REPAIR_PHOTOS_MAX} photos.`;
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    onSubmit({ leaseId: leaseId!, category: parsed.data.category, urgency: parsed.data.urgency, description: parsed.data.description, photos, entryPermission });
  };

  return (
    <FormDialog
      title={t`Report a repair`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onSubmit={submit}
      submitLabel={t`Send request`}
      pendingLabel={t`Sending...`}
      isPending={isPending}
    >
      {leases.length > 1 ? (
        <Select
          className={layout.fullSpan}
          label={t`Which home?`}
          selectedKey={leaseId === null ? null : String(leaseId)}
          onSelectionChange={(key) => setLeaseId(Number(key))}
          isInvalid={Boolean(errors.leaseId)}
          errorMessage={errors.leaseId}
          isRequired
        >
          {leases.map((lease) => (
            <SelectItem key={lease.id} id={String(lease.id)}>
              {lease.propertyTitle}
            </SelectItem>
          ))}
        </Select>
      ) : null}
      <Select
        className={layout.fullSpan}
        label={t`What needs repairing?`}
        selectedKey={category}
        onSelectionChange={(key) => setCategory(key as RepairCategory)}
        isInvalid={Boolean(errors.category)}
        errorMessage={errors.category}
        isRequired
      >
        {REPAIR_CATEGORIES.map((value) => (
          <SelectItem key={value} id={value}>
            {i18n._(REPAIR_CATEGORY_LABELS[value])}
          </SelectItem>
        ))}
      </Select>
      <RadioGroup
        className={layout.fullSpan}
        label={t`How urgent is it?`}
        value={urgency}
        onChange={(value) => setUrgency(value as RepairUrgency)}
        isInvalid={Boolean(errors.urgency)}
        errorMessage={errors.urgency}
        isRequired
      >
        {REPAIR_URGENCIES.map((value) => (
          <Radio key={value} value={value}>
            <span className={layout.stack}>
              <strong>{i18n._(REPAIR_URGENCY_LABELS[value])}</strong>
              <span className={layout.muted}>{i18n._(REPAIR_URGENCY_HINTS[value])}</span>
            </span>
          </Radio>
        ))}
      </RadioGroup>
      <TextArea
        className={layout.fullSpan}
        label={t`Describe the problem`}
        value={description}
        onChange={setDescription}
        rows={4}
        maxLength={REPAIR_DESCRIPTION_MAX}
        isInvalid={Boolean(errors.description)}
        errorMessage={errors.description}
        isRequired
      />
      <label className={layout.fullSpan}>
        <span>{t`Photos (optional, up to ${REPAIR_PHOTOS_MAX}; only you, your landlord and Hearth's administrators see them)`}</span>
        <input type="file" className={layout.fileInput} accept="image/*" multiple onChange={(event) => setPhotos([...(event.target.files ?? [])])} />
        {errors.photos ? <span className={layout.errorText}>{errors.photos}</span> : null}
      </label>
      <Checkbox className={layout.fullSpan} isSelected={entryPermission} onChange={setEntryPermission}>
        {t`The landlord or a tradesperson may enter to do this repair when I am not home (the notice the law requires still applies).`}
      </Checkbox>
    </FormDialog>
  );
}
