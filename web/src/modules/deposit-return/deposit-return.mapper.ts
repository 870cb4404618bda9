import { DEDUCTION_KINDS } from '@hearth/api/contracts/deposit-return-rules';
import { PROVINCES, type Province } from '@hearth/api/contracts/provinces';
import type { DepositStatementFragment } from '../../generated/graphql';
import type { DepositStatement } from './deposit-return.model';

export const toDepositStatement = (s: DepositStatementFragment): DepositStatement => ({
  leaseId: s.leaseId,
  province: PROVINCES.find((p) => p === s.province) ?? ('ON' as Province),
  movedOutOn: s.movedOutOn,
  deadline: s.deadline ?? null,
  held: s.held,
  appliedToLastMonth: s.appliedToLastMonth,
  deductions: s.deductions.map(({ reason, amount, kind }) => ({ reason, amount, kind: DEDUCTION_KINDS.find((k) => k === kind) ?? 'other' })),
  deducted: s.deducted,
  returned: s.returned,
});
