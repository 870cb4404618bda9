// Lengths of an account's and a profile's fields.
export const NAME_MAX = 100;
export const BIO_MAX = 500;
export const LOCATION_MAX = 100;
export const PASSWORD_MIN = 6;
/** Upper bound for passwords: argon2 cost should not be an attacker's lever. */
export const PASSWORD_MAX = 256;
export const EMAIL_MAX = 254;
