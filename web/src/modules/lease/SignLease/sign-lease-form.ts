import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { normalizedSignerName, signLeaseSchema } from '@hearth/api/contracts/lease-signing.schema';

/** Why a signature was refused, by the field it concerns; the API's codes plus a request that never got an answer. */
export type SignRefusal = 'nameMismatch' | 'nameMissing' | 'consentMissing' | 'alreadySigned' | 'notSignable' | 'network';

/** The dialog's states: typing, sending, refused (and typing again), signed (sealed once both have). */
export type SignLeaseState =
  | { status: 'editing' }
  | { status: 'submitting' }
  | { status: 'refused'; refusal: SignRefusal; message?: string }
  | { status: 'signed'; sealed: boolean };

/** Case and extra spaces do not count, as the API compares names (the shared contract's rule). */
export const sameName = (a: string, b: string): boolean => normalizedSignerName(a) === normalizedSignerName(b);

/**
 * What the dialog checks before sending, with the API's own contract: a name, the consent ticked, and (when the
 * lease names the signer) the same name as on the lease.
 */
export function signatureProblem(fullName: string, consent: boolean, expectedName = ''): SignRefusal | null {
  const parsed = signLeaseSchema.safeParse({ fullName, consent });
  if (!parsed.success) return parsed.error.issues.some((issue) => issue.path[0] === 'fullName') ? 'nameMissing' : 'consentMissing';
  if (expectedName && !sameName(fullName, expectedName)) return 'nameMismatch';
  return null;
}

/** The refusal an API error code stands for (REST `code` or GraphQL `extensions.code`); unknown codes are the form's. */
export function refusalOf(code: string | undefined, message = ''): SignRefusal {
  switch (code) {
    case 'SIGNATURE_NAME_MISMATCH':
      return 'nameMismatch';
    case 'ALREADY_SIGNED':
      return 'alreadySigned';
    case 'LEASE_NOT_SIGNABLE':
      return 'notSignable';
    case 'CONSENT_REQUIRED':
      return 'consentMissing';
    case 'VALIDATION_FAILED':
    case 'BAD_USER_INPUT':
      return /name/i.test(message) ? 'nameMissing' : 'consentMissing';
    default:
      return 'network';
  }
}

/** The field a refusal is shown beside. */
export const refusalField = (refusal: SignRefusal): 'fullName' | 'consent' | 'form' =>
  refusal === 'nameMismatch' || refusal === 'nameMissing' ? 'fullName' : refusal === 'consentMissing' ? 'consent' : 'form';

const REFUSAL_TEXTS = {
  nameMissing: msg`Type your full name to sign.`,
  consentMissing: msg`Tick the box to agree to sign electronically.`,
  alreadySigned: msg`You have already signed this lease.`,
  notSignable: msg`This lease can no longer be signed: it was declined or withdrawn.`,
  network: msg`Your signature could not be sent. Check your connection and try again.`,
};

/** A refusal in words; a name mismatch names the name expected. */
export function refusalText(refusal: SignRefusal, expectedName: string, i18n: I18n): string {
  if (refusal === 'nameMismatch') return i18n._(msg`This name does not match the lease. Type ${expectedName}.`);
  return i18n._(REFUSAL_TEXTS[refusal]);
}
