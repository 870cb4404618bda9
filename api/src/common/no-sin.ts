import { SIN_NOT_ACCEPTED_MESSAGE, sinFinding } from '../contracts/index.js';
import { DomainError } from './domain-error.js';

/**
 * Hearth never takes a Social Insurance Number (docs/product.md#rental-applications): refuses `input` holding a key named like one or a
 * SIN-shaped number in its text, before anything else reads it. Used where people describe themselves or a tenant:
 * the rental profile, applications, leases.
 */
export function refuseSin(input: unknown): void {
  if (sinFinding(input) !== null) throw new DomainError('SIN_NOT_ACCEPTED', SIN_NOT_ACCEPTED_MESSAGE);
}
