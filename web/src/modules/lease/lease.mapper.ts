import { LEASE_EVENTS } from '@hearth/api/contracts/lease-statuses';
import { DEPOSIT_KINDS } from '@hearth/api/contracts/provincial-deposit-rules';
import { fromGraphqlEnum } from '../../lib/graphql-enum';
import type { AccountLeaseFragment, AccountPropertyFragment, LeaseLifecycleFragment } from '../../generated/graphql';
import { toPropertyRow } from '../property/property.mapper';
import type { LeaseRow, RentalRow } from './lease.model';
import { isRental } from './lease-status';

/** A lease row; lists that do not ask for the lifecycle (the admin's) read as without deposits, history or notes. */
export const toLeaseRow = ({ property, landlord, deposits = [], history = [], provinceNotes = [], ...l }: AccountLeaseFragment & Partial<LeaseLifecycleFragment>): LeaseRow => ({
  ...l,
  deposits: deposits.map(({ kind, amount }) => ({ kind: fromGraphqlEnum(kind, DEPOSIT_KINDS) ?? 'security', amount })),
  history: history.map(({ event, at, contractCid, leaseId }) => ({ event: fromGraphqlEnum(event, LEASE_EVENTS) ?? 'created', at, contractCid: contractCid ?? null, leaseId: leaseId ?? null })),
  provinceNotes: provinceNotes.map(({ locale, text }) => ({ locale, text })),
  propertyTitle: property?.title ?? null,
  landlordName: landlord?.name ?? null,
});

/** A tenant's lease with the property it is for, when that property still exists. */
type RentalLease = Omit<AccountLeaseFragment, 'property'> & Partial<LeaseLifecycleFragment> & { property: AccountPropertyFragment | null };

export const toRentalRow = (l: RentalLease): RentalRow => ({
  lease: toLeaseRow(l),
  property: l.property ? toPropertyRow(l.property) : null,
});

/** The tenant's My Rentals: their leases with their properties, without the invitations declined or withdrawn. */
export const toMyRentals = (leases: readonly RentalLease[]): RentalRow[] => leases.filter((l) => isRental(l.status)).map(toRentalRow);
