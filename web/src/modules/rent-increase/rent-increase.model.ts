import type { Province } from '@hearth/api/contracts/provinces';
import type { RentIncreaseStatus } from '@hearth/api/contracts/rent-increase-rules';

/** A rent increase as the lease's Rent tab shows it (amounts in dollars, cents kept). */
export interface RentIncreaseRow {
  id: number;
  province: Province;
  previousRent: number;
  newRent: number;
  effectiveDate: string;
  noticeDate: string;
  capPercent: number | null;
  status: RentIncreaseStatus;
  /** Québec: the last day the tenant may refuse; null elsewhere. */
  answerBy: string | null;
}

/** The lawful limits the live check answers, and the refusal a submit would get. */
export interface RentIncreaseLimits {
  ok: boolean;
  code: string | null;
  message: string | null;
  earliestDate: string | null;
  capPercent: number | null;
  highestRent: number | null;
  uncapped: string | null;
  currentRent: number;
  noticeFrom: string | null;
  noticeUntil: string | null;
  renewalDate: string | null;
}

/** A province's guideline for a year, as the admins' table shows it. */
export interface RentGuidelineRow {
  id: number;
  province: Province;
  year: number;
  percent: number;
  source: string;
  /** Null for a figure seeded with the product. */
  updatedBy: number | null;
  updatedAt: string;
}
