import type { EntityManager } from '@mikro-orm/postgresql';
import type { Lease } from './lease.entity.js';
import { LeaseSignature, signatureSummary, type LeaseSignatureSummary } from './lease-signature.entity.js';

/** The signatures of many leases in one query, by lease id (oldest first); a lease nobody signed has an empty list. */
export async function signaturesOf(em: EntityManager, leaseIds: readonly number[]): Promise<Map<number, LeaseSignatureSummary[]>> {
  const byLease = new Map<number, LeaseSignatureSummary[]>(leaseIds.map((id) => [id, []]));
  if (leaseIds.length === 0) return byLease;
  const rows = await em.find(LeaseSignature, { leaseId: { $in: [...new Set(leaseIds)] } }, { orderBy: { signedAt: 'asc', id: 'asc' } });
  for (const row of rows) byLease.get(row.leaseId)?.push(signatureSummary(row));
  return byLease;
}

/** Puts each lease's signatures on it (REST answers carry them), one query for all; answers the leases. */
export async function withSignatures<T extends Lease | Lease[]>(em: EntityManager, leases: T): Promise<T> {
  const list = Array.isArray(leases) ? leases : [leases];
  const byLease = await signaturesOf(
    em,
    list.map((lease) => lease.id),
  );
  for (const lease of list) lease.signatures = byLease.get(lease.id) ?? [];
  return leases;
}
