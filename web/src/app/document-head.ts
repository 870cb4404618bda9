import { msg } from '@lingui/core/macro';

/** The texts of the page's <head> as index.html has them in English; the build writes each locale's. */
export const DOCUMENT_TITLE = msg`Hearth · Rentals across Canada`;
export const DOCUMENT_DESCRIPTION = msg`Hearth: secure, transparent rentals across Canada. Browse verified listings, message owners and sign leases with documents stored on IPFS.`;
