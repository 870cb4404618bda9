import type { DeductionKind } from '@hearth/api/contracts/deposit-return-rules';
import type { LeaseStatus } from '@hearth/api/contracts/lease-statuses';
import type { Province } from '@hearth/api/contracts/provinces';
import type { DepositKind } from '@hearth/api/contracts/provincial-deposit-rules';

/** One deduction as the statement itemizes it. */
export interface DepositDeduction {
  reason: string;
  amount: number;
  kind: DeductionKind;
}

/** A lease's deposit statement (docs/deposit-return.md): what was held, each deduction, what comes back and by when. */
export interface DepositStatement {
  leaseId: number;
  province: Province;
  movedOutOn: string;
  /** Null where the province sets no deadline we could confirm. */
  deadline: string | null;
  held: number;
  appliedToLastMonth: number;
  deductions: DepositDeduction[];
  deducted: number;
  returned: number;
}

/** What the deposit section knows of its lease. */
export interface DepositLease {
  id: number;
  province: Province | null;
  status: LeaseStatus;
  endDate: string | null;
  deposits: { kind: DepositKind; amount: number }[];
}

/** Who reads the section: the landlord may make the statement; the tenant and admins read it. */
export type DepositViewer = 'landlord' | 'tenant';

/** The section's data: the lease and its statement, null until the landlord makes it. */
export interface DepositReturnData {
  lease: DepositLease;
  statement: DepositStatement | null;
}
