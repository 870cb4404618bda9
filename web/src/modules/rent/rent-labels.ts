import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentMethod } from '@hearth/api/contracts/rent-payment.schema';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  'e-transfer': msg`Interac e-Transfer`,
  cheque: msg`Cheque`,
  cash: msg`Cash`,
  other: msg`Other`,
};
