// The geocoding module's face: what other modules and the composition root may use of it.

export { locateListing } from './listing-location.js';
