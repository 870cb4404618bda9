import type { EntityManager } from '@mikro-orm/postgresql';
import { Inspection } from './inspection.entity.js';

/**
 * Whether the lease has a move-in report signed by both parties (sealed). The deposit's return asks it: in British
 * Columbia and Alberta a landlord without one may not claim damage against the deposit (inspection-rules.ts).
 */
export async function signedMoveInReport(em: EntityManager, leaseId: number): Promise<boolean> {
  return (await em.count(Inspection, { leaseId, kind: 'move-in', signingStatus: 'signed' })) > 0;
}

/** Whether the lease has a sealed report of `kind`, and when it was sealed (null without one). */
export async function sealedInspection(em: EntityManager, leaseId: number, kind: Inspection['kind']): Promise<{ id: number; sealedAt: Date } | null> {
  const found = await em.findOne(Inspection, { leaseId, kind, signingStatus: 'signed' }, { fields: ['id', 'sealedAt'] });
  return found ? { id: found.id, sealedAt: found.sealedAt! } : null;
}
