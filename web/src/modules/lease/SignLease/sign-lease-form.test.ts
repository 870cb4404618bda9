import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../app/i18n';
import { refusalField, refusalOf, refusalText, sameName, signatureProblem } from './sign-lease-form';

const en = await createI18n('en-CA', ['lease']);
const fr = await createI18n('fr-CA', ['lease']);

describe('signing a lease: what the dialog checks and how it reads refusals', () => {
  it('compares names as the API does: case and extra spaces ignored', () => {
    expect(sameName('  maya   CHEN ', 'Maya Chen')).toBe(true);
    expect(sameName('Maya Chen-Li', 'Maya Chen')).toBe(false);
  });

  it('asks for a name, then the consent, before sending', () => {
    expect(signatureProblem(' ', true)).toBe('nameMissing');
    expect(signatureProblem('Maya Chen', false)).toBe('consentMissing');
    expect(signatureProblem('Maya Chen', true)).toBeNull();
  });

  it('puts each API refusal beside its field', () => {
    expect(refusalField(refusalOf('SIGNATURE_NAME_MISMATCH'))).toBe('fullName');
    expect(refusalField(refusalOf('VALIDATION_FAILED', 'consent must be true'))).toBe('consent');
    expect(refusalField(refusalOf('ALREADY_SIGNED'))).toBe('form');
    expect(refusalField(refusalOf('LEASE_NOT_SIGNABLE'))).toBe('form');
    expect(refusalOf(undefined)).toBe('network');
  });

  it('says each refusal in both languages', () => {
    expect(refusalText('nameMismatch', 'Maya Chen', en)).toBe('This name does not match the lease. Type Maya Chen.');
    expect(refusalText('notSignable', 'Maya Chen', fr)).not.toBe(refusalText('notSignable', 'Maya Chen', en));
  });
});
