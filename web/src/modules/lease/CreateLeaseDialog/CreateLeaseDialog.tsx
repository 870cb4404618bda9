import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Checkbox, DatePicker, FileDropzone, NumberField, Select, SelectItem, TextArea, TextField, formatDate, parseDate } from '@hearth/design-system';
import { CONTRACT_MAX_BYTES } from '@hearth/api/contracts/upload-limits';
import { bookedRanges, type LeaseBookingFacts } from '@hearth/api/contracts/lease-booking';
import { CONTRACT_FILE_EXTENSIONS, EXISTING_TENANCY_EARLIEST_START, type ContractDocumentInput, type CreateLeaseInput } from '@hearth/api/contracts/lease.schema';
import { FormDialog, layout, useFormFields } from '../../common';
import { PhoneField } from '../../profile/PhoneField/PhoneField';
import { EMPTY_LEASE_VALUES, contractFileProblem, depositsAllowedIn, toCreateLease, type CreateLeaseErrors, type CreateLeaseValues } from './create-lease-form';
import * as styles from './CreateLeaseDialog.css';
import { DepositFields } from '../DepositFields/DepositFields';
import type { PropertyRow } from '../../property/property.model';

export type ContractUpload =
  | { status: 'idle' }
  | { status: 'uploading'; name: string; progress: number }
  | { status: 'uploaded'; document: ContractDocumentInput }
  | { status: 'error'; message: string };

export interface CreateLeaseDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The landlord's listings; the chosen one's province sets the deposit rules. */
  properties: Pick<PropertyRow, 'id' | 'title' | 'province'>[];
  /** Leases of the chosen property: their pending/active days are blocked. */
  bookedLeases: readonly LeaseBookingFacts[];
  onPropertyChange: (propertyId: number) => void;
  contract: ContractUpload;
  onContractFile: (file: File) => void;
  onRemoveContract: () => void;
  onSubmit: (input: CreateLeaseInput) => void;
  isPending?: boolean;
  /** The browser's calendar day, 'YYYY-MM-DD' (min date of the pickers). */
  today: string;
  initialValues?: Partial<CreateLeaseValues>;
  initialErrors?: CreateLeaseErrors;
  /** The API's deposit refusal (DEPOSIT_NOT_ALLOWED, DEPOSIT_TOO_HIGH), shown under the deposits. */
  depositError?: string | null;
}

const CONTRACT_FILE_TYPES = CONTRACT_FILE_EXTENSIONS.map((extension) => `.${extension}`);

/** The contract as the dropzone's one-file list: uploading with its progress, or uploaded. */
function contractItems(contract: ContractUpload) {
  if (contract.status === 'uploading') return [{ id: 'contract', name: contract.name, size: 0, progress: contract.progress }];
  if (contract.status === 'uploaded') return [{ id: 'contract', name: contract.document.name, size: contract.document.size, progress: 100 }];
  return [];
}

/** Create New Lease Agreement dialog (docs/product.md#dashboard, rules of docs/product.md#validation-rules from the shared contracts). */
export function CreateLeaseDialog(props: CreateLeaseDialogProps) {
  const { isOpen, onOpenChange, properties, bookedLeases, onPropertyChange, contract, onContractFile, onRemoveContract, onSubmit, isPending, today } = props;
  const provinceOf = (propertyId: number | null) => properties.find((p) => p.id === propertyId)?.province ?? null;
  const { values, errors, setErrors, set, err } = useFormFields<CreateLeaseValues, CreateLeaseErrors>(() => {
    const initial = { ...EMPTY_LEASE_VALUES, ...props.initialValues };
    return { ...initial, deposits: depositsAllowedIn(provinceOf(initial.propertyId), initial.monthlyRent, initial.deposits) };
  }, props.initialErrors ?? {});
  const { t, i18n } = useLingui();
  const [fileError, setFileError] = useState<string | null>(null);
  const ranges = bookedRanges(bookedLeases);
  // Open lease ends are unbounded (as in the database); the picker wants concrete days.
  const unavailable = ranges.map((r) => ({ start: r.startDate ?? '0001-01-01', end: r.endDate ?? '9999-12-31' }));
  const day = (value: string) => (value ? parseDate(value) : null);
  const province = provinceOf(values.propertyId);
  const existing = values.existingTenancy;
  // A fixed term ends after its start; one brought in must still be running (else it is month to month now).
  const afterStart = values.startDate ? parseDate(values.startDate).add({ days: 1 }) : parseDate(today);
  const endMin = existing && afterStart.compare(parseDate(today)) < 0 ? parseDate(today) : afterStart;

  const submit = () => {
    if (contract.status === 'uploading') return;
    const result = toCreateLease(values, contract.status === 'uploaded' ? contract.document : null, bookedLeases, today, i18n, province);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    onSubmit(result.input);
  };

  return (
    <FormDialog
      title={t`Create New Lease Agreement`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onSubmit={submit}
      submitLabel={t`Create Lease`}
      pendingLabel={t`Creating...`}
      isPending={isPending}
      isSubmitDisabled={contract.status === 'uploading'}
      blocked={properties.length === 0 ? <p className={layout.muted}>{t`You need to create at least one property before creating a lease.`}</p> : null}
    >
      {errors.form ? (
        <p role="alert" className={`${layout.errorText} ${layout.fullSpan}`}>
          {errors.form}
        </p>
      ) : null}
      <Select
        className={layout.fullSpan}
        label={t`Property`}
        placeholder={t`Select a property`}
        selectedKey={values.propertyId}
        onSelectionChange={(key) => {
          const next = provinceOf(Number(key));
          set('propertyId')(Number(key));
          // Another province, another law: the deposits it refuses go with their refusal (no BC security deposit on a Québec lease).
          if (next !== province) {
            set('deposits')(depositsAllowedIn(next, values.monthlyRent, values.deposits));
            setErrors((e) => ({ ...e, deposits: undefined }));
          }
          onPropertyChange(Number(key));
        }}
        {...err('propertyId')}
      >
        {properties.map((p) => (
          <SelectItem key={p.id} id={p.id}>
            {p.title}
          </SelectItem>
        ))}
      </Select>
      <TextField label={t`Tenant Name`} isRequired value={values.tenantName} onChange={set('tenantName')} {...err('tenantName')} />
      <TextField label={t`Tenant Email`} type="email" isRequired value={values.tenantEmail} onChange={set('tenantEmail')} {...err('tenantEmail')} />
      <PhoneField label={t`Tenant Phone`} value={values.tenantPhone} onChange={set('tenantPhone')} {...err('tenantPhone')} />
      <NumberField label={t`Monthly Rent`} isRequired minValue={0} value={values.monthlyRent} onChange={set('monthlyRent')} {...err('monthlyRent')} />
      <div className={layout.fullSpan}>
        <Checkbox isSelected={values.existingTenancy} onChange={set('existingTenancy')}>
          {t`Existing tenancy: the tenant already lives here`}
        </Checkbox>
        <p className={layout.muted}>
          {existing
            ? t`The start date is when the tenancy began. Leave the end date empty for a month-to-month tenancy. The tenant confirms it from their invitation.`
            : t`Tick it to bring in a tenancy that began before Hearth: its start may be in the past.`}
        </p>
      </div>
      <DatePicker
        label={existing ? t`Tenancy began on` : t`Start Date`}
        minValue={existing ? parseDate(EXISTING_TENANCY_EARLIEST_START) : parseDate(today)}
        maxValue={existing ? parseDate(today) : undefined}
        placeholderValue={parseDate(today)}
        unavailableRanges={existing ? undefined : unavailable}
        value={day(values.startDate)}
        onChange={(d) => set('startDate')(d ? d.toString() : '')}
        {...err('startDate')}
      />
      {existing ? (
        <DatePicker
          label={t`Last rent increase`}
          description={t`The day the rent last rose, if it ever did. The rules on the next increase count from it.`}
          minValue={values.startDate ? parseDate(values.startDate) : parseDate(EXISTING_TENANCY_EARLIEST_START)}
          maxValue={parseDate(today)}
          value={day(values.lastIncreaseOn)}
          onChange={(d) => set('lastIncreaseOn')(d ? d.toString() : '')}
          {...err('lastIncreaseOn')}
        />
      ) : null}
      <DatePicker
        label={t`End Date`}
        description={values.startDate ? (existing ? t`Empty for a month-to-month tenancy` : undefined) : t`Choose a start date first`}
        isDisabled={!values.startDate}
        minValue={endMin}
        unavailableRanges={unavailable}
        value={day(values.endDate)}
        onChange={(d) => set('endDate')(d ? d.toString() : '')}
        {...err('endDate')}
      />
      {ranges.length > 0 ? (
        <div className={layout.fullSpan}>
          <p className={layout.muted}>{t`Booked dates for this property:`}</p>
          <ul className={styles.booked}>
            {ranges.map((r, i) => {
              const start = r.startDate ? formatDate(r.startDate, i18n.locale) : t({ message: 'Open', context: 'open-ended date' });
              const end = r.endDate ? formatDate(r.endDate, i18n.locale) : t({ message: 'Open', context: 'open-ended date' });
              return <li key={i}>{t`${start} - ${end}`}</li>;
            })}
          </ul>
        </div>
      ) : null}
      <NumberField
        label={t`Rent due day`}
        description={t`The day of the month the rent is due, from 1 to 31 (in a shorter month, its last day).`}
        isRequired
        minValue={1}
        maxValue={31}
        step={1}
        value={values.rentDueDay}
        onChange={set('rentDueDay')}
        {...err('rentDueDay')}
      />
      {province === 'QC' ? (
        <NumberField
          label={t`Lowest rent paid in the last 12 months (Section G)`}
          description={t`Québec's lease form asks for the lowest rent paid for this dwelling in the 12 months before the lease begins. Leave it empty if nobody rented it.`}
          minValue={0}
          value={values.quebecLowestRentLast12Months}
          onChange={set('quebecLowestRentLast12Months')}
          {...err('quebecLowestRentLast12Months')}
        />
      ) : null}
      <DepositFields
        deposits={values.deposits}
        onChange={set('deposits')}
        province={province}
        monthlyRent={values.monthlyRent}
        error={errors.deposits ?? props.depositError ?? undefined}
      />
      <TextArea className={layout.fullSpan} label={t`Terms`} value={values.terms} onChange={set('terms')} {...err('terms')} />
      <div className={layout.fullSpan}>
        <FileDropzone
          label={t`Signed Contract`}
          listLabel={t`Signed contract`}
          description={t`PDF, DOC, DOCX, TXT or RTF, 1 file, up to 10MB.`}
          maxFiles={1}
          accept={CONTRACT_FILE_TYPES}
          maxSize={CONTRACT_MAX_BYTES}
          items={contractItems(contract)}
          showRejections={false}
          onFiles={([file]) => {
            const problem = contractFileProblem(file);
            setFileError(problem);
            if (!problem) onContractFile(file);
          }}
          // The spec's contract texts, not the dropzone's generic ones.
          onReject={(rejection) => setFileError(contractFileProblem(rejection.files[0]) ?? rejection.message)}
          onRemove={onRemoveContract}
        />
        {fileError || contract.status === 'error' ? (
          <span role="alert" className={layout.errorText}>
            {fileError ?? (contract.status === 'error' ? contract.message : null)}
          </span>
        ) : null}
      </div>
    </FormDialog>
  );
}
