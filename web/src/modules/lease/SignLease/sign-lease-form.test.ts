import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_CONSENT_TEXT } from '@hearth/api/contracts/lease-signing.schema';
import { createI18n } from '../../../app/create-i18n';
import { refusalField, refusalOf, refusalText, sameName, signatureProblem } from './sign-lease-form';

const en = await createI18n('en-CA', ['lease']);
const fr = await createI18n('fr-CA', ['lease']);

describe('signing a lease: what the dialog checks and how it reads refusals', () => {
  it('compares names as the API does: case and extra spaces ignored', () => {
    expect(sameName('  maya   CHEN ', 'Maya Chen')).toBe(true);
    expect(sameName('Maya Chen-Li', 'Maya Chen')).toBe(false);
  });

  it('asks for a name, the consent and the name on the lease before sending (the shared contract)', () => {
    expect(signatureProblem(' ', true)).toBe('nameMissing');
    expect(signatureProblem('Maya Chen', false)).toBe('consentMissing');
    expect(signatureProblem('Maya Chen', true)).toBeNull();
    expect(signatureProblem('Maya Chan', true, 'Maya Chen')).toBe('nameMismatch');
    expect(signatureProblem(' maya  chen', true, 'Maya Chen')).toBeNull();
  });

  it('shows the consent sentence the API records the signer agreed to', () => {
    const dialog = readFileSync(new URL('./SignLeaseDialog.tsx', import.meta.url), 'utf8');
    expect(dialog).toContain(`t\`${SIGNATURE_CONSENT_TEXT}\``);
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
