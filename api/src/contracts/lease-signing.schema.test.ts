import { describe, expect, it } from 'vitest';
import { SIGNATURE_CONSENT_MESSAGE, SIGNATURE_NAME_REQUIRED_MESSAGE, normalizedSignerName, signLeaseSchema } from './lease-signing.schema.js';

describe('signLeaseSchema', () => {
  it('takes a name and consent true; the name keeps its case, with one space between words', () => {
    expect(signLeaseSchema.parse({ fullName: '  Tia   Tenant ', consent: true })).toEqual({ fullName: 'Tia Tenant', consent: true });
  });

  it('refuses a missing or blank name, consent other than true, and unknown fields', () => {
    expect(signLeaseSchema.safeParse({ fullName: '  ', consent: true }).error?.issues[0]?.message).toBe(SIGNATURE_NAME_REQUIRED_MESSAGE);
    for (const consent of [false, 'true', 1, undefined]) {
      expect(signLeaseSchema.safeParse({ fullName: 'Tia', consent }).error?.issues[0]?.message).toBe(SIGNATURE_CONSENT_MESSAGE);
    }
    expect(signLeaseSchema.safeParse({ fullName: 'Tia', consent: true, role: 'landlord' }).success).toBe(false);
  });
});

describe('normalizedSignerName', () => {
  it('ignores case, spaces around and runs of spaces inside, and how an accent was typed', () => {
    expect(normalizedSignerName('  Élodie   TREMBLAY ')).toBe(normalizedSignerName('e\u0301lodie tremblay'));
    expect(normalizedSignerName('Tia Tenant')).not.toBe(normalizedSignerName('Tia Tenants'));
  });
});
