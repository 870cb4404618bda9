import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { MONTHLY_RENT_MIN_MESSAGE, createLeaseSchema, profileUpdateSchema, propertyCreateSchema, registrationSchema } from '@hearth/api/contracts';
import { messages as french } from './locales/fr-CA.po';
import { contractMessage, localizeErrors } from './contract-messages';

const fr = setupI18n({ locale: 'fr-CA', messages: { 'fr-CA': french } });

describe('contract messages', () => {
  it('shows a schema message in the page language, and an unknown one as it is', () => {
    expect(contractMessage(fr, MONTHLY_RENT_MIN_MESSAGE)).toBe('Le loyer mensuel doit être d’au moins 1\u00a0$.');
    expect(contractMessage(fr, 'Le nom est obligatoire')).toBe('Le nom est obligatoire');
    expect(localizeErrors(fr, { monthlyRent: MONTHLY_RENT_MIN_MESSAGE, title: undefined })).toEqual({ monthlyRent: 'Le loyer mensuel doit être d’au moins 1\u00a0$.', title: undefined });
  });

  it('knows the French of what the forms’ schemas say about empty and wrong input', () => {
    // Each schema gets every field (the forms never send one it does not know: those issues are left out).
    const wrong = { title: 'x'.repeat(500), monthlyRent: -1, bedrooms: 1.5, bathrooms: 0.3, sqft: 1.5, email: 'no', whatsapp: '12', password: '1', bio: 'x'.repeat(5000) };
    const messages = [propertyCreateSchema, createLeaseSchema('2026-01-01'), profileUpdateSchema, registrationSchema].flatMap((schema) =>
      [{}, wrong].flatMap((input) => (schema.safeParse(input).error?.issues ?? []).filter((issue) => issue.code !== 'unrecognized_keys').map((issue) => issue.message)),
    );
    expect(messages.length).toBeGreaterThan(10);
    expect(messages.filter((message) => contractMessage(fr, message) === message)).toEqual([]);
  });
});
