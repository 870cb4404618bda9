import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type SignerRole = 'landlord' | 'tenant';

const ROLE_LABELS: Record<SignerRole, MessageDescriptor> = {
  landlord: msg({ context: 'signer role', message: 'landlord' }),
  tenant: msg({ context: 'signer role', message: 'tenant' }),
};

/** A signer's role in a sentence ('landlord'). */
export const signerRoleLabel = (role: SignerRole, i18n: I18n): string => i18n._(ROLE_LABELS[role]);

/** When someone signed, in the reader's locale and (unless given, for stories and tests) the reader's time zone. */
export const signedAtLabel = (instant: string, locale: string, timeZone?: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(instant));
