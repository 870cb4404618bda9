import type { AccountLeaseFragment } from '../../generated/graphql';
import type { LeaseRow } from './lease.model';

export const toLeaseRow = ({ property, landlord, ...l }: AccountLeaseFragment): LeaseRow => ({
  ...l,
  propertyTitle: property?.title ?? null,
  landlordName: landlord?.name ?? null,
});
