import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { PROVINCES } from '@hearth/api/contracts/provinces';
import { PROVINCIAL_DEPOSIT_RULES } from '@hearth/api/contracts/provincial-deposit-rules';
import { RULE_SUMMARIES, depositProblem } from './deposit-rules';

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
