import type { EntityManager } from '@mikro-orm/postgresql';
import type { Lease } from '../lease/index.js';
import { findListing } from '../property/index.js';
import { findUser } from '../user/index.js';
import type { RentIncreaseNoticeInput } from './rent-increase-notice.document.js';
import type { RentIncrease } from './rent-increase.entity.js';

/** The notice's facts from the increase, its lease, the listing and the landlord's account. */
export async function noticeDocumentInput(em: EntityManager, increase: RentIncrease, lease: Lease): Promise<RentIncreaseNoticeInput> {
  const [listing, landlord] = await Promise.all([findListing(em, lease.propertyId), findUser(em, lease.landlordId)]);
  return {
    increaseId: increase.id,
    leaseId: lease.id,
    province: increase.province,
    createdAt: increase.createdAt.toISOString(),
    noticeDate: increase.noticeDate,
    effectiveDate: increase.effectiveDate,
    previousRentCents: increase.previousRentCents,
    newRentCents: increase.newRentCents,
    capPercent: increase.capPercent,
    answerBy: increase.answerBy,
    landlord: { name: landlord?.name ?? `#${lease.landlordId}`, email: landlord?.email ?? '' },
    tenant: { name: lease.tenantName, email: lease.tenantEmail },
    unit: { address: listing?.address ?? '', city: listing?.city ?? '', postalCode: listing?.postalCode ?? null },
  };
}
