import type { NonEmptyArray } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver.js';

/** Every resolver class; each is constructed once with the app services. */
export const resolvers: NonEmptyArray<new (...args: never[]) => unknown> = [AuthResolver];
