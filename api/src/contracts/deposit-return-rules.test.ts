import { describe, expect, it } from 'vitest';
import { PROVINCES } from './provinces.js';
import { DEPOSIT_RETURN_RULES, addBusinessDays, depositReturnDeadline, depositReturnSchema, returnableHeld } from './deposit-return-rules.js';

describe('deposit return deadlines', () => {
  it("counts each province's days from the move-out day", () => {
    // 2027-03-31 is a Wednesday.
    expect(depositReturnDeadline('BC', '2027-03-31')).toBe('2027-04-15');
    expect(depositReturnDeadline('AB', '2027-03-31')).toBe('2027-04-10');
    expect(depositReturnDeadline('MB', '2027-03-31')).toBe('2027-04-14');
    expect(depositReturnDeadline('NS', '2027-03-31')).toBe('2027-04-10');
    expect(depositReturnDeadline('NL', '2027-03-31')).toBe('2027-04-10');
    // Seven business days: Thu 1, Fri 2, Mon 5, Tue 6, Wed 7, Thu 8, Fri 9.
    expect(depositReturnDeadline('SK', '2027-03-31')).toBe('2027-04-09');
  });

  it('Saskatchewan skips the weekends it crosses', () => {
    // Friday 2027-01-08: Mon 11 ... Fri 15 (5), Mon 18, Tue 19.
    expect(depositReturnDeadline('SK', '2027-01-08')).toBe('2027-01-19');
    // Moving out on a Saturday: the count starts on Monday.
    expect(addBusinessDays('2027-01-09', 1)).toBe('2027-01-11');
    expect(addBusinessDays('2027-01-09', 7)).toBe('2027-01-19');
  });

  it('sets no date where the act sets none we could confirm, and says so', () => {
    for (const province of ['ON', 'QC', 'NB', 'PE'] as const) expect(depositReturnDeadline(province, '2027-03-31')).toBeNull();
    for (const province of PROVINCES) {
      const rule = DEPOSIT_RETURN_RULES[province];
      if (rule.days === null && province !== 'ON' && province !== 'QC') expect(rule.verified).toBe(false);
      // French typography: no plain space before a colon or semicolon.
      expect(rule.summary.fr).not.toMatch(/ [:;!?]/);
      expect(rule.summary.en.length).toBeGreaterThan(20);
    }
  });

  it("BC and Alberta need the move-in report for damage; Ontario applies the last month's rent deposit", () => {
    expect(PROVINCES.filter((province) => DEPOSIT_RETURN_RULES[province].damageNeedsMoveInReport)).toEqual(['BC', 'AB']);
    expect(
      returnableHeld('ON', [
        { kind: 'last-month-rent', amount: 2000 },
        { kind: 'key', amount: 50 },
      ]),
    ).toEqual({ held: 50, applied: 2000 });
    expect(returnableHeld('BC', [{ kind: 'security', amount: 1000 }, { kind: 'pet', amount: 500 }])).toEqual({ held: 1500, applied: 0 });
  });

  it('reads deductions: kind defaults to other; blank reasons, zero, negative and fractional amounts, unknown kinds refused', () => {
    expect(depositReturnSchema.parse({ deductions: [{ reason: ' Paint ', amount: 80 }] })).toEqual({ deductions: [{ reason: 'Paint', amount: 80, kind: 'other' }] });
    for (const deduction of [
      { reason: '  ', amount: 10 },
      { reason: 'x', amount: 0 },
      { reason: 'x', amount: -5 },
      { reason: 'x', amount: 10.5 },
      { reason: 'x', amount: 10, kind: 'fees' },
    ]) {
      expect(depositReturnSchema.safeParse({ deductions: [deduction] }).success).toBe(false);
    }
    expect(depositReturnSchema.safeParse({ movedOutOn: '2027-02-30' }).success).toBe(false);
  });
});
