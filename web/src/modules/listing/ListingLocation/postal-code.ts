import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { POSTAL_CODE_MESSAGE, POSTAL_CODE_PROVINCE_MESSAGE } from '@hearth/api/contracts';

export const POSTAL_CODE_REQUIRED = 'Postal code is required';

/** The contract's postal-code messages (English, shared with the API) as the page's language says them. */
const MESSAGES = {
  [POSTAL_CODE_MESSAGE]: msg`Please enter a valid Canadian postal code (e.g. K1A 0B1).`,
  [POSTAL_CODE_PROVINCE_MESSAGE]: msg`This postal code is not in the selected province.`,
  [POSTAL_CODE_REQUIRED]: msg`Postal code is required`,
};
export const postalCodeError = (message: string | undefined, i18n: I18n) =>
  message === undefined ? undefined : message in MESSAGES ? i18n._(MESSAGES[message as keyof typeof MESSAGES]) : message;
