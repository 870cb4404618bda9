import { profileUpdateSchema, type ProfileUpdateInput } from '@hearth/api/contracts';
import type { ProfileData } from '../../profile.model';

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

/** The shared profile schema (§5) plus the edit screen's own rule: the name is required (`nameRequired`, in the locale). */
export function toProfileUpdate(values: EditProfileValues, nameRequired: string): { ok: true; input: ProfileUpdateInput } | { ok: false; errors: EditProfileErrors } {
  const errors: EditProfileErrors = {};
  if (!values.name.trim()) errors.name = nameRequired;
  const parsed = profileUpdateSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof EditProfileValues;
      if (!errors[key]) errors[key] = issue.message;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}
