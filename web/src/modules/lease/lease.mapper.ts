import { DEPOSIT_KINDS, LEASE_EVENTS } from '@hearth/api/contracts';
import { fromGraphqlEnum } from '../../lib/graphql-enum';
import type { AccountLeaseFragment, AccountPropertyFragment } from '../../generated/graphql';
import { toPropertyRow } from '../property/property.mapper';
import type { LeaseRow, RentalRow } from './lease.model';

export const toLeaseRow = ({ property, landlord, deposits, history, provinceNotes, ...l }: AccountLeaseFragment): LeaseRow => ({
  ...l,
  deposits: deposits.map(({ kind, amount }) => ({ kind: fromGraphqlEnum(kind, DEPOSIT_KINDS) ?? 'security', amount })),
  history: history.map(({ event, at, contractCid, leaseId }) => ({ event: fromGraphqlEnum(event, LEASE_EVENTS) ?? 'created', at, contractCid: contractCid ?? null, leaseId: leaseId ?? null })),
  provinceNotes: provinceNotes.map(({ locale, text }) => ({ locale, text })),
  propertyTitle: property?.title ?? null,
  landlordName: landlord?.name ?? null,
});

/** A tenant's lease with the property it is for, when that property still exists. */
export const toRentalRow = (l: Omit<AccountLeaseFragment, 'property'> & { property: AccountPropertyFragment | null }): RentalRow => ({
  lease: toLeaseRow(l),
  property: l.property ? toPropertyRow(l.property) : null,
});
