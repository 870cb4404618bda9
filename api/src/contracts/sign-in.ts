// Sign-in links, sessions and how long they last.
export const MAGIC_LINK_TTL_MINUTES = 15;
export const PASSWORD_RESET_TTL_MINUTES = 30;
export const EMAIL_VERIFICATION_TTL_HOURS = 48;
export const SESSION_TTL_DAYS = 30;
export const SESSION_COOKIE = 'hearth_session';
