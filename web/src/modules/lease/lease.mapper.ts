import type { AccountLeaseFragment, AccountPropertyFragment } from '../../generated/graphql';
import { toPropertyRow } from '../property/property.mapper';
import type { LeaseRow, RentalRow } from './lease.model';

export const toLeaseRow = ({ property, landlord, ...l }: AccountLeaseFragment): LeaseRow => ({
  ...l,
  propertyTitle: property?.title ?? null,
  landlordName: landlord?.name ?? null,
});

/** A tenant's lease with the property it is for, when that property still exists. */
export const toRentalRow = (l: Omit<AccountLeaseFragment, 'property'> & { property: AccountPropertyFragment | null }): RentalRow => ({
  lease: toLeaseRow(l),
  property: l.property ? toPropertyRow(l.property) : null,
});
