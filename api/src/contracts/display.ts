// How the app shows money, dates, toasts and its pages.
export const CURRENCY = 'CAD';
export const DATE_FORMAT = 'MMM d, yyyy';
export const SAVE_DEBOUNCE_MS = 300;
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const OWNER_RESPONSE_TIME = 'Within 24 hours';
export const FOOTER_COPYRIGHT_YEAR = 2024;
export const HOME_SKELETON_CARDS = 6;
