import { registrationSchema } from '@hearth/api/contracts/auth.schema';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../app/create-i18n';
import { issueMessages } from './contract-message';

const issuesOf = (input: unknown) => {
  const parsed = registrationSchema.safeParse(input);
  if (parsed.success) throw new Error('expected issues');
  return parsed.error.issues;
};
const badSignUp = { name: 'A', email: 'not-an-email', whatsapp: '555-0122', password: '123', role: 'tenant' };

const en = await createI18n('en-CA', ['api']);
const fr = await createI18n('fr-CA', ['api']);

describe('contract validation messages in the page language', () => {
  it("keeps the spec's English exact in en-CA", () => {
    expect(issueMessages(issuesOf(badSignUp), en)).toMatchObject({
      whatsapp: 'WhatsApp number must be in E.164 format (e.g., +1234567890)',
      password: 'Password must be at least 6 characters long',
    });
  });

  it('shows the French of the API catalog in fr-CA, one message per field', () => {
    const errors = issueMessages(issuesOf(badSignUp), fr);
    expect(Object.keys(errors).sort()).toEqual(['email', 'password', 'whatsapp']);
    expect(errors.password).toMatch(/au moins 6\scaractères/);
    expect(errors.whatsapp).toMatch(/numéro WhatsApp doit être au format E.164/);
    expect(errors.whatsapp).not.toMatch(/must be/);
  });

  it('lets a form send an issue to its own slot or drop it', () => {
    expect(issueMessages(issuesOf(badSignUp), en, (issue) => (issue.path[0] === 'password' ? 'form' : undefined))).toEqual({
      form: 'Password must be at least 6 characters long',
    });
  });
});
