import { describe, expect, it } from 'vitest';
import { depositRefusal } from './provincial-deposit-rules.js';
import { NOT_SINS, SIN_SPELLINGS } from './sin-spellings.fixtures.js';
import { APPLICATION_TRANSITIONS, containsSinLikeNumber, rentalProfileSchema, sinFinding } from './rental-application.schema.js';

describe('Social Insurance Numbers are never accepted', () => {
  it.each(SIN_SPELLINGS)('finds a SIN written with %s', (_how, text) => {
    expect(containsSinLikeNumber(text)).toBe(true);
  });

  it.each(NOT_SINS)('leaves %s alone (not nine digits passing Luhn)', (text) => {
    expect(containsSinLikeNumber(text)).toBe(false);
  });

  it('finds keys named like a SIN at any depth, and numbers in nested text', () => {
    expect(sinFinding({ SIN: 'x' })).toBe('key');
    expect(sinFinding({ references: [{ social_insurance_number: '1' }] })).toBe('key');
    expect(sinFinding({ references: [{ contact: 'SIN 046454286' }] })).toBe('number');
    expect(sinFinding({ employer: 'Maple', monthlyIncome: 46454286 })).toBeNull();
  });

  it('the profile is strict: a field the contract does not name is refused', () => {
    expect(rentalProfileSchema.safeParse({ creditCheck: true }).success).toBe(false);
  });
});

describe('application moves', () => {
  it('declined, accepted and withdrawn are final', () => {
    expect(APPLICATION_TRANSITIONS.declined).toEqual([]);
    expect(APPLICATION_TRANSITIONS.accepted).toEqual([]);
    expect(APPLICATION_TRANSITIONS.withdrawn).toEqual([]);
    expect(APPLICATION_TRANSITIONS.shortlisted).not.toContain('submitted');
  });
});

describe('depositRefusal', () => {
  it('caps in months of the rent, rounding the limit down to whole dollars', () => {
    expect(depositRefusal('NL', 1999, [{ kind: 'security', amount: 1499 }])).toBeNull();
    expect(depositRefusal('NL', 1999, [{ kind: 'security', amount: 1500 }])).toMatchObject({ code: 'DEPOSIT_TOO_HIGH', limit: 1499 });
  });

  it('refuses a kind before checking amounts, and allows no deposit anywhere', () => {
    expect(depositRefusal('QC', 1000, [{ kind: 'security', amount: 1 }])).toMatchObject({ code: 'DEPOSIT_NOT_ALLOWED', kind: 'security' });
    expect(depositRefusal('QC', 1000, [])).toBeNull();
  });
});
