import { PROVINCES } from '@hearth/api/contracts/provinces';
import { LEASE_EVENTS } from '@hearth/api/contracts/lease-statuses';
import { DEPOSIT_KINDS } from '@hearth/api/contracts/provincial-deposit-rules';
import { fromGraphqlEnum } from '../../lib/graphql-enum';
import type { AccountLeaseFragment, AccountPropertyFragment, LeaseLifecycleFragment } from '../../generated/graphql';
import { toPropertyRow } from '../property/property.mapper';
import type { LeaseRow, LeaseSigningStatus, RentalRow } from './lease.model';
import type { SignerRole } from './signing-labels';

const SIGNING_STATUSES: readonly LeaseSigningStatus[] = ['unsigned', 'partly_signed', 'signed'];
const SIGNER_ROLES: readonly SignerRole[] = ['landlord', 'tenant'];

/** What a lease says of its signatures (lists that do not ask read as unsigned). */
interface SigningFields {
  signingStatus?: string;
  signatures?: readonly { role: string; name: string; signedAt: string }[];
  signedDocumentCid?: string | null;
}
import { isRental } from './lease-status';

/** A lease row; lists that do not ask for the lifecycle (the admin's) read as without deposits, history or notes. */
export const toLeaseRow = ({
  property,
  landlord,
  deposits = [],
  history = [],
  provinceNotes = [],
  signingStatus,
  signatures = [],
  signedDocumentCid,
  ...l
}: AccountLeaseFragment & Partial<LeaseLifecycleFragment> & SigningFields): LeaseRow => ({
  ...l,
  deposits: deposits.map(({ kind, amount }) => ({ kind: fromGraphqlEnum(kind, DEPOSIT_KINDS) ?? 'security', amount })),
  history: history.map(({ event, at, contractCid, leaseId }) => ({ event: fromGraphqlEnum(event, LEASE_EVENTS) ?? 'created', at, contractCid: contractCid ?? null, leaseId: leaseId ?? null })),
  provinceNotes: provinceNotes.map(({ locale, text }) => ({ locale, text })),
  propertyTitle: property?.title ?? null,
  landlordName: landlord?.name ?? null,
  signingStatus: SIGNING_STATUSES.find((s) => s === signingStatus) ?? 'unsigned',
  signatures: signatures.flatMap(({ role, name, signedAt }) => {
    const signer = SIGNER_ROLES.find((r) => r === role);
    return signer ? [{ role: signer, name, signedAt }] : [];
  }),
  signedDocumentCid: signedDocumentCid ?? null,
  quebec: (property as { province?: string } | null | undefined)?.province === 'QC',
  province: PROVINCES.find((p) => p === (property as { province?: string } | null | undefined)?.province) ?? null,
  existingTenancy: l.existingTenancy ?? false,
  lastIncreaseOn: l.lastIncreaseOn ?? null,
});

/** A tenant's lease with the property it is for, when that property still exists. */
type RentalLease = Omit<AccountLeaseFragment, 'property'> & Partial<LeaseLifecycleFragment> & { property: AccountPropertyFragment | null };

export const toRentalRow = (l: RentalLease): RentalRow => ({
  lease: toLeaseRow(l),
  property: l.property ? toPropertyRow(l.property) : null,
});

/** The tenant's My Rentals: their leases with their properties, without the invitations declined or withdrawn. */
export const toMyRentals = (leases: readonly RentalLease[]): RentalRow[] => leases.filter((l) => isRental(l.status)).map(toRentalRow);
