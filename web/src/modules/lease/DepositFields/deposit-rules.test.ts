import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { PROVINCES } from '@hearth/api/contracts/provinces';
import { PROVINCIAL_DEPOSIT_RULES, type DepositKind } from '@hearth/api/contracts/provincial-deposit-rules';
import { RULE_SUMMARIES, allowedDepositKinds, depositProblem, nextDeposit } from './deposit-rules';

const en = setupI18n({ locale: 'en-CA', messages: { 'en-CA': {} } });

describe('deposit rules in the form', () => {
  it("words each province's summary as the shared table does", () => {
    for (const province of PROVINCES) expect(RULE_SUMMARIES[province].message).toBe(PROVINCIAL_DEPOSIT_RULES[province].summary);
  });

  it("refuses what the API refuses, in the API's words", () => {
    expect(depositProblem('ON', 2000, [{ kind: 'security', amount: 500 }], en)).toBe(
      'A security deposit is not allowed in Ontario (Residential Tenancies Act, 2006, ss. 105–106).',
    );
    expect(depositProblem('ON', 2000, [{ kind: 'last-month-rent', amount: 2000 }, { kind: 'key', amount: 50 }], en)).toBeNull();
    expect(depositProblem('BC', 2000, [{ kind: 'security', amount: 1200 }], en)).toBe(
      "These deposits (security deposit and last month's rent deposit) may total at most $1,000 in British Columbia (Residential Tenancy Act, s. 19).",
    );
    expect(depositProblem('QC', 1500, [{ kind: 'key', amount: 20 }], en)).toBe('A key deposit is not allowed in Quebec (Civil Code of Québec, art. 1904).');
  });

  it('names kinds, provinces and laws in French from the same table as the API', () => {
    const fr = setupI18n({ locale: 'fr-CA', messages: { 'fr-CA': { [generateMessageId('A {kind} is not allowed {where} ({law}).')]: 'Un {kind} n’est pas permis {where} ({law}).' } } });
    expect(depositProblem('QC', 1500, [{ kind: 'key', amount: 20 }], fr)).toBe('Un dépôt pour les clés n’est pas permis au Québec (Code civil du Québec, art. 1904).');
  });
});

describe('the deposits the form offers', () => {
  it("offers only the kinds the province allows: none in Quebec, none before a listing is chosen", () => {
    expect(allowedDepositKinds('QC')).toEqual([]);
    expect(allowedDepositKinds(null)).toEqual([]);
    expect(allowedDepositKinds('ON')).toEqual(['last-month-rent', 'key']);
    expect(allowedDepositKinds('BC')).toEqual(['security', 'last-month-rent', 'pet', 'key']);
    for (const province of PROVINCES) expect([...allowedDepositKinds(province)].sort(), province).toEqual([...PROVINCIAL_DEPOSIT_RULES[province].allowed].sort());
  });

  it('adds a lawful deposit: an allowed kind, for what the cap leaves of the rent', () => {
    // British Columbia: a security deposit of half a month, never last month's rent first.
    expect(nextDeposit('BC', 2000, [])).toEqual({ kind: 'security', amount: 1000 });
    expect(nextDeposit('BC', 2000, [{ kind: 'security', amount: 600 }])).toEqual({ kind: 'last-month-rent', amount: 400 });
    // Its cap used up, the pet damage deposit comes next.
    expect(nextDeposit('BC', 2000, [{ kind: 'security', amount: 1000 }])).toEqual({ kind: 'pet', amount: 1000 });
    expect(nextDeposit('ON', 2450, [])).toEqual({ kind: 'last-month-rent', amount: 2450 });
    // A key deposit has no cap: its amount is the landlord's to write.
    expect(nextDeposit('ON', 2450, [{ kind: 'last-month-rent', amount: 2450 }])).toEqual({ kind: 'key', amount: Number.NaN });
    // No rent yet: the kind, no amount.
    expect(nextDeposit('AB', Number.NaN, [])).toEqual({ kind: 'security', amount: Number.NaN });
    expect(nextDeposit('QC', 1500, [])).toBeNull();
    expect(nextDeposit(null, 1500, [])).toBeNull();
    expect(nextDeposit('ON', 2450, [{ kind: 'last-month-rent', amount: 2450 }, { kind: 'key', amount: 50 }])).toBeNull();
  });

  it('never suggests what the province refuses', () => {
    for (const province of PROVINCES) {
      const deposits: { kind: DepositKind; amount: number }[] = [];
      for (let next = nextDeposit(province, 2000, deposits); next; next = nextDeposit(province, 2000, deposits)) {
        deposits.push({ ...next, amount: Number.isFinite(next.amount) ? next.amount : 50 });
        expect(depositProblem(province, 2000, deposits, en), `${province}: ${deposits.map((d) => d.kind).join(', ')}`).toBeNull();
      }
    }
  });
});
