import { msg } from '@lingui/core/macro';

/** The listing form's own rule: the API takes a listing without a postal code (the spec's clients), people listing on Canadian sites expect to give one. */
export const POSTAL_CODE_REQUIRED = msg`Postal code is required`;
