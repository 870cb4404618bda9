// Business constants of docs/product.md#business-constants.
export const CURRENCY = 'CAD';
export const DATE_FORMAT = 'MMM d, yyyy';
export const SAVE_DEBOUNCE_MS = 300;

export const NAME_MAX = 100;
export const BIO_MAX = 500;
export const LOCATION_MAX = 100;
export const PASSWORD_MIN = 6;
/** Upper bound for passwords: argon2 cost should not be an attacker's lever. */
export const PASSWORD_MAX = 256;
export const EMAIL_MAX = 254;

export const UPLOAD_LIMITS = {
  media: 20,
  leaseDocuments: 5,
  default: 10,
  documentUploader: 5,
  contract: 1,
} as const;
export const CONTRACT_MAX_BYTES = 10 * 1024 * 1024;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const OWNER_RESPONSE_TIME = 'Within 24 hours';
export const FOOTER_COPYRIGHT_YEAR = 2024;
export const HOME_SKELETON_CARDS = 6;

export const MAGIC_LINK_TTL_MINUTES = 15;
export const PASSWORD_RESET_TTL_MINUTES = 30;
export const EMAIL_VERIFICATION_TTL_HOURS = 48;
export const SESSION_TTL_DAYS = 30;
export const SESSION_COOKIE = 'hearth_session';
