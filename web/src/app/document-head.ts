import { msg } from '@lingui/core/macro';

/** The texts of the page's <head> as index.html has them in English; the build writes each locale's. */
export const DOCUMENT_TITLE = msg`Hearth · Rentals across Canada`;
export const DOCUMENT_DESCRIPTION = msg`Hearth: secure, transparent rentals across Canada. Browse verified listings, message owners and sign leases with documents stored on IPFS.`;
/** The title of a page that does not exist, sent with its 404 before the app runs (the app's Not Found page sets the same). */
export const NOT_FOUND_TITLE = msg`Page Not Found`;
