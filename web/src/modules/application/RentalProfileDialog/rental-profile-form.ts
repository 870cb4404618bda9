import type { I18n } from '@lingui/core';
import { issueMessages } from '../../common/contract-message';
import type { ProfileDocument, ProfileReference, RentalProfile } from '../application.model';
import { rentalProfileSchema, type RentalProfileInput } from '@hearth/api/contracts/rental-application.schema';
import { UPLOAD_MAX_BYTES } from '@hearth/api/contracts/upload.schema';

export const PROFILE_DOCUMENT_TYPES = ['application/pdf', 'image/*'] as const;
export const PROFILE_DOCUMENT_MAX_BYTES = UPLOAD_MAX_BYTES.document;

/** What the form holds while typing (numbers NaN when empty, the day as 'YYYY-MM-DD' or ''). */
export interface RentalProfileValues {
  employer: string;
  jobTitle: string;
  monthlyIncome: number;
  householdSize: number;
  pets: string;
  moveInDate: string;
  references: ProfileReference[];
  introduction: string;
}

/** A field's message, or a reference field's (`references.0.name`), or the form's. */
export type RentalProfileErrors = Partial<Record<keyof RentalProfileValues | `references.${number}.${keyof ProfileReference}` | 'form', string>>;

/** The saved profile as form values (empty ones for a first profile). */
export function toRentalProfileValues(profile: RentalProfile | null): RentalProfileValues {
  return {
    employer: profile?.employer ?? '',
    jobTitle: profile?.jobTitle ?? '',
    monthlyIncome: profile?.monthlyIncome ?? Number.NaN,
    householdSize: profile?.householdSize ?? Number.NaN,
    pets: profile?.pets ?? '',
    moveInDate: profile?.moveInDate ?? '',
    references: profile?.references.map((r) => ({ ...r })) ?? [],
    introduction: profile?.introduction ?? '',
  };
}

/** Validate with the shared rental-profile contract (the server's rule and message), in `i18n`'s language. */
export function toRentalProfileInput(
  values: RentalProfileValues,
  documents: ProfileDocument[],
  i18n: I18n,
): { ok: true; input: RentalProfileInput } | { ok: false; errors: RentalProfileErrors } {
  const number = (n: number) => (Number.isFinite(n) ? n : null);
  const parsed = rentalProfileSchema.safeParse({
    ...values,
    monthlyIncome: number(values.monthlyIncome),
    householdSize: number(values.householdSize),
    moveInDate: values.moveInDate || null,
    documents,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  return {
    ok: false,
    errors: issueMessages(parsed.error.issues, i18n, (issue) => {
      const [field, index, key] = issue.path;
      if (field === 'references' && typeof index === 'number' && typeof key === 'string') return `references.${index}.${key}` as `references.${number}.${keyof ProfileReference}`;
      return field && field in values ? (field as keyof RentalProfileValues) : 'form';
    }),
  };
}
