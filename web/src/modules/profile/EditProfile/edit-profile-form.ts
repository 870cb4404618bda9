import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { profileUpdateSchema, type ProfileUpdateInput } from '@hearth/api/contracts/profile.schema';
import type { ProfileData } from '../profile.model';
import { issueMessages } from '../../common/contract-message';

export interface EditProfileValues {
  name: string;
  whatsapp: string;
  phone: string;
  bio: string;
  location: string;
}
export type EditProfileErrors = Partial<Record<keyof EditProfileValues, string>>;

export function editProfileValuesFrom(p: ProfileData): EditProfileValues {
  return { name: p.name ?? '', whatsapp: p.whatsapp ?? '', phone: p.phone ?? '', bio: p.bio ?? '', location: p.location ?? '' };
}

const NAME_REQUIRED = msg`Name is required`;

/** The shared profile schema (docs/product.md#validation-rules) plus the edit screen's own rule: the name is required. Messages in `i18n`'s language. */
export function toProfileUpdate(values: EditProfileValues, i18n: I18n): { ok: true; input: ProfileUpdateInput } | { ok: false; errors: EditProfileErrors } {
  const parsed = profileUpdateSchema.safeParse(values);
  const errors: EditProfileErrors = parsed.success ? {} : issueMessages<keyof EditProfileValues>(parsed.error.issues, i18n);
  if (!values.name.trim()) errors.name = i18n._(NAME_REQUIRED);
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}
