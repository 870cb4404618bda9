import type { NonEmptyArray } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { DocumentResolver } from '../modules/document/document.resolver.js';
import { LeaseResolver } from '../modules/lease/lease.resolver.js';
import { PropertyBookingResolver } from '../modules/lease/property-booking.resolver.js';

/** Every resolver class; each is constructed once with the app services. */
export const resolvers: NonEmptyArray<new (...args: never[]) => unknown> = [
  AuthResolver,
  LeaseResolver,
  PropertyBookingResolver,
  DocumentResolver,
];
