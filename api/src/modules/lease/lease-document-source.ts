import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../common/domain-error.js';
import type { Language } from '../../contracts/index.js';
import type { LeaseDocumentInput, LeaseDocumentSignature } from '../lease-document/index.js';
import { findListing } from '../property/index.js';
import { findUser } from '../user/index.js';
import type { Lease } from './lease.entity.js';

/**
 * The renderer of the lease-document module, handed in by the composition root: the signing document, and the sealed
 * copy with its signature page. Both are pure functions of their input, so the same snapshot gives the same bytes.
 */
export interface LeaseDocumentRenderer {
  render(input: LeaseDocumentInput, lang: Language): Promise<Uint8Array>;
  renderSealed(input: LeaseDocumentInput, lang: Language, signatures: LeaseDocumentSignature[], verifyUrl: string): Promise<Uint8Array>;
}

/**
 * What the lease document says, read now from the lease, its listing and its landlord's account. The first signature
 * stores this as the lease's snapshot; from then on the document is rendered from the snapshot only.
 */
export async function liveDocumentInput(em: EntityManager, lease: Lease): Promise<LeaseDocumentInput> {
  // One after the other: inside the signing transaction both run on its one connection.
  const listing = await findListing(em, lease.propertyId);
  const landlord = await findUser(em, lease.landlordId);
  // A lease's listing and landlord are kept by foreign keys; their absence is a broken row, not a caller's mistake.
  if (!listing || !landlord) throw new DomainError('NOT_FOUND', 'Lease not found');
  return {
    leaseId: lease.id,
    createdAt: lease.createdAt.toISOString(),
    province: listing.province,
    landlord: { name: landlord.name ?? '', email: landlord.email, phone: landlord.phone },
    tenant: { name: lease.tenantName, email: lease.tenantEmail, phone: lease.tenantPhone },
    unit: {
      title: listing.title,
      address: listing.address,
      city: listing.city,
      postalCode: listing.postalCode,
      propertyType: listing.propertyType,
      bedrooms: listing.bedrooms,
      bathrooms: listing.bathrooms,
      sqft: listing.sqft,
      furnished: listing.furnished,
      parking: listing.parking,
      amenities: [...listing.amenities],
    },
    term: { startDate: lease.startDate ?? lease.createdAt.toISOString().slice(0, 10), endDate: lease.endDate },
    monthlyRent: lease.monthlyRent,
    rentDueDay: lease.rentDueDay,
    deposits: [...lease.deposits],
    additionalTerms: lease.terms,
    quebecLowestRentLast12Months: listing.province === 'QC' ? lease.quebecLowestRentLast12Months : null,
  };
}

/** The lease's frozen document when one signature made it, else the live one. */
export async function documentInput(em: EntityManager, lease: Lease): Promise<LeaseDocumentInput> {
  return (lease.documentSnapshot as LeaseDocumentInput | null) ?? liveDocumentInput(em, lease);
}
