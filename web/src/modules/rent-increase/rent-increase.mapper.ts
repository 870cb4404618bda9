import type { Province } from '@hearth/api/contracts/provinces';
import type { RentIncreaseFieldsFragment } from '../../generated/graphql';
import type { RentIncreaseRow } from './rent-increase.model';

/** The API's increase (cents) as the view's row (dollars). */
export const toRentIncreaseRow = (increase: RentIncreaseFieldsFragment): RentIncreaseRow => ({
  id: increase.id,
  province: increase.province as Province,
  previousRent: increase.previousRentCents / 100,
  newRent: increase.newRentCents / 100,
  effectiveDate: increase.effectiveDate,
  noticeDate: increase.noticeDate,
  capPercent: increase.capPercent ?? null,
  status: increase.status,
  answerBy: increase.answerBy ?? null,
});
