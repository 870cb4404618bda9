import {
  DEPOSIT_RETURN_RULES,
  depositReturnDeadline,
  depositReturnSchema,
  returnableHeld,
  type DeductionKind,
  type DepositReturnInput,
} from '@hearth/api/contracts/deposit-return-rules';
import type { Province } from '@hearth/api/contracts/provinces';

/** A deduction while typing: the amount is NaN until entered. */
export interface DeductionValue {
  reason: string;
  amount: number;
  kind: DeductionKind;
}

export interface DepositPreview {
  held: number;
  applied: number;
  deducted: number;
  /** Never below zero: the form refuses more deductions than held. */
  returned: number;
  deadline: string | null;
  /** Deductions above what is held. */
  tooMuch: boolean;
  /** A damage deduction the province refuses without a signed move-in report (the API decides whether one exists). */
  needsMoveInReport: boolean;
}

/** The live totals and deadline the form shows while the landlord types (the same table the API applies). */
export function depositPreview(province: Province, deposits: ReadonlyArray<{ kind: string; amount: number }>, deductions: readonly DeductionValue[], movedOutOn: string | null): DepositPreview {
  const { held, applied } = returnableHeld(province, deposits);
  const deducted = deductions.reduce((sum, deduction) => sum + (Number.isFinite(deduction.amount) ? deduction.amount : 0), 0);
  return {
    held,
    applied,
    deducted,
    returned: Math.max(0, held - deducted),
    deadline: movedOutOn ? depositReturnDeadline(province, movedOutOn) : null,
    tooMuch: deducted > held,
    needsMoveInReport: DEPOSIT_RETURN_RULES[province].damageNeedsMoveInReport && deductions.some((deduction) => deduction.kind === 'damage'),
  };
}

/** The input the API takes, or the first contract message that refuses it. */
export function depositReturnInput(deductions: readonly DeductionValue[], movedOutOn: string | null): { input: DepositReturnInput } | { problem: string } {
  const parsed = depositReturnSchema.safeParse({ deductions, ...(movedOutOn ? { movedOutOn } : {}) });
  return parsed.success ? { input: parsed.data } : { problem: parsed.error.issues[0]!.message };
}
