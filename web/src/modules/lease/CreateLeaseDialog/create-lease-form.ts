import type { I18n } from '@lingui/core';
import { CONTRACT_MAX_BYTES } from '@hearth/api/contracts/upload-limits';
import type { Province } from '@hearth/api/contracts/provinces';
import { isDateBooked, type LeaseBookingFacts } from '@hearth/api/contracts/lease-booking';
import { depositRefusal } from '@hearth/api/contracts/provincial-deposit-rules';
import { CONTRACT_FILE_EXTENSIONS, CONTRACT_SIZE_MESSAGE, CONTRACT_TYPE_MESSAGE, createLeaseSchema, type ContractDocumentInput, type CreateLeaseInput } from '@hearth/api/contracts/lease.schema';
import { msg } from '@lingui/core/macro';
import { issueMessages } from '../../common/contract-message';
import { depositProblem } from '../DepositFields/deposit-rules';
import type { DepositValue } from '../DepositFields/DepositFields';

/** What the Create New Lease Agreement dialog holds while typing (dates as 'YYYY-MM-DD'). */
export interface CreateLeaseValues {
  propertyId: number | null;
  tenantName: string;
  tenantEmail: string;
  tenantPhone: string;
  monthlyRent: number;
  startDate: string;
  endDate: string;
  terms: string;
  deposits: DepositValue[];
  /** Day of the month the rent falls due, 1–31. */
  rentDueDay: number;
  /** Québec's Section G: the lowest rent paid in the 12 months before (NaN while empty). */
  quebecLowestRentLast12Months: number;
  /** A tenancy brought in from outside: the tenant already lives there (past start, last increase, maybe monthly). */
  existingTenancy: boolean;
  /** Brought in only: the day the rent last rose ('' when never or unknown). */
  lastIncreaseOn: string;
}

export const EMPTY_LEASE_VALUES: CreateLeaseValues = {
  propertyId: null,
  tenantName: '',
  tenantEmail: '',
  tenantPhone: '',
  monthlyRent: Number.NaN,
  startDate: '',
  endDate: '',
  terms: '',
  deposits: [],
  rentDueDay: 1,
  quebecLowestRentLast12Months: Number.NaN,
  existingTenancy: false,
  lastIncreaseOn: '',
};

/**
 * The deposits a lease in `province` keeps (on open and when the listing changes): each one the shared table accepts
 * there (kind and cap), in order. The rest go, as no refused row may show, and 'Add deposit' offers the province's
 * own first deposit again. All of them while no listing is chosen.
 */
export function depositsAllowedIn(province: Province | null, monthlyRent: number, deposits: readonly DepositValue[]): DepositValue[] {
  if (!province) return [...deposits];
  // An amount not typed yet counts as nothing, so the deposits after it are still checked against the cap.
  const typed = (list: readonly DepositValue[]) => list.map((d) => ({ ...d, amount: Number.isFinite(d.amount) ? d.amount : 0 }));
  return deposits.reduce<DepositValue[]>((kept, deposit) => (depositRefusal(province, monthlyRent, typed([...kept, deposit])) ? kept : [...kept, deposit]), []);
}

/** docs/product.md#validation-rules: a start or end date may not fall on a day booked by a pending or active lease (read in the locale). */
export const DATE_BOOKED = msg`This date is already booked by another lease.`;

export type CreateLeaseErrors = Partial<Record<keyof CreateLeaseValues | 'form', string>>;

/**
 * Validate with the shared create-lease schema (today = the browser's calendar day), the booked days and the
 * deposit rules of the listing's `province` (the API's table and words). Messages are in `i18n`'s language.
 */
export function toCreateLease(
  values: CreateLeaseValues,
  contract: ContractDocumentInput | null,
  booked: readonly LeaseBookingFacts[],
  today: string,
  i18n: I18n,
  province: Province | null = null,
): { ok: true; input: CreateLeaseInput } | { ok: false; errors: CreateLeaseErrors } {
  const parsed = createLeaseSchema(today).safeParse({
    ...values,
    monthlyRent: Number.isFinite(values.monthlyRent) ? values.monthlyRent : undefined,
    contractDocument: contract,
    deposits: values.deposits.map((d) => ({ kind: d.kind, amount: Number.isFinite(d.amount) ? d.amount : undefined })),
    rentDueDay: Number.isFinite(values.rentDueDay) ? values.rentDueDay : undefined,
    // Section G is Québec's: another province's lease sends none, whatever was typed before the listing changed.
    quebecLowestRentLast12Months: province === 'QC' && Number.isFinite(values.quebecLowestRentLast12Months) ? values.quebecLowestRentLast12Months : undefined,
    // A last increase typed before unticking "existing tenancy" is not sent with a new lease.
    lastIncreaseOn: values.existingTenancy ? values.lastIncreaseOn : undefined,
  });
  const errors: CreateLeaseErrors = parsed.success
    ? {}
    : issueMessages(parsed.error.issues, i18n, (issue) =>
        // Missing required fields share one message (docs/product.md#validation-rules), shown once at the top of the form.
        issue.message === 'Please fill in all required fields.' ? 'form' : ((issue.path[0] as keyof CreateLeaseValues | undefined) ?? 'form'),
      );
  if (values.startDate && !errors.startDate && isDateBooked(values.startDate, booked)) errors.startDate = i18n._(DATE_BOOKED);
  if (values.endDate && !errors.endDate && isDateBooked(values.endDate, booked)) errors.endDate = i18n._(DATE_BOOKED);
  if (parsed.success && province) {
    const problem = depositProblem(province, parsed.data.monthlyRent, parsed.data.deposits, i18n);
    if (problem) errors.deposits = problem;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}

/** The contract upload rules of docs/product.md#validation-rules checked before uploading: type by extension and at most 10MB. */
export function contractFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  const extension = file.name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
  if (!(CONTRACT_FILE_EXTENSIONS as readonly string[]).includes(extension)) return CONTRACT_TYPE_MESSAGE;
  if (file.size > CONTRACT_MAX_BYTES) return CONTRACT_SIZE_MESSAGE;
  return null;
}
