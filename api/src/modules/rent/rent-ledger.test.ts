import { describe, expect, it } from 'vitest';
import { broughtInLedgerStart, buildLedger, depositInterest, proratedCents } from './rent-ledger.js';

const terms = (overrides: Partial<Parameters<typeof buildLedger>[0]> = {}) => ({
  startDate: '2026-01-01',
  endDate: null,
  monthlyRentCents: 200_000,
  rentDueDay: 1,
  today: '2026-03-10',
  ...overrides,
});
const pay = (id: number, paidOn: string, dollars: number) => ({ id, paidOn, amountCents: dollars * 100 });

describe('the rent ledger', () => {
  it('lists each month whose rent has fallen due, with arrears when nothing is paid', () => {
    const ledger = buildLedger(terms(), []);
    expect(ledger.periods.map((period) => [period.dueDate, period.periodEnd, period.dueCents, period.balanceCents])).toEqual([
      ['2026-01-01', '2026-01-31', 200_000, 200_000],
      ['2026-02-01', '2026-02-28', 200_000, 400_000],
      ['2026-03-01', '2026-03-31', 200_000, 600_000],
    ]);
    expect(ledger).toMatchObject({ totalDueCents: 600_000, totalPaidCents: 0, arrearsCents: 600_000, creditCents: 0, nextDueDate: '2026-04-01' });
  });

  it('starts a tenancy brought in from outside at the period it joined Hearth in, not at its years before', () => {
    // Began two years before; brought in on November 27: the November period is owed, the 24 before are not Hearth's.
    const start = broughtInLedgerStart('2024-11-01', '2026-11-27', 1);
    expect(start).toBe('2026-11-01');
    expect(buildLedger(terms({ startDate: start, today: '2026-11-27' }), []).periods.map((period) => period.dueDate)).toEqual(['2026-11-01']);
    // Brought in before the month's due day: the period from last month's due day; day 31 in a short month.
    expect(broughtInLedgerStart('2020-01-15', '2026-03-10', 15)).toBe('2026-02-15');
    expect(broughtInLedgerStart('2020-01-31', '2026-03-30', 31)).toBe('2026-02-28');
    // A tenancy that began inside that period starts at its own start.
    expect(broughtInLedgerStart('2026-11-10', '2026-11-27', 1)).toBe('2026-11-10');
  });

  it('counts a period from its due day: the day before it is not due, the day of it is', () => {
    expect(buildLedger(terms({ today: '2026-02-28' }), []).periods).toHaveLength(2);
    expect(buildLedger(terms({ today: '2026-03-01' }), []).periods).toHaveLength(3);
    expect(buildLedger(terms({ today: '2025-12-31' }), []).periods).toHaveLength(0);
  });

  it('carries a partial payment over as arrears and an overpayment as a credit', () => {
    const partial = buildLedger(terms(), [pay(1, '2026-01-01', 1500), pay(2, '2026-02-02', 2500), pay(3, '2026-03-01', 2000)]);
    expect(partial.periods.map((period) => [period.paidCents, period.balanceCents, period.arrearsCents, period.creditCents])).toEqual([
      [150_000, 50_000, 50_000, 0],
      [250_000, 0, 0, 0],
      [200_000, 0, 0, 0],
    ]);
    const over = buildLedger(terms(), [pay(1, '2026-01-03', 3000), pay(2, '2026-03-01', 2000)]);
    expect(over.periods.map((period) => [period.balanceCents, period.arrearsCents, period.creditCents])).toEqual([
      [-100_000, 0, 100_000],
      [100_000, 100_000, 0],
      [100_000, 100_000, 0],
    ]);
    expect(over).toMatchObject({ totalPaidCents: 500_000, balanceCents: 100_000, arrearsCents: 100_000 });
  });

  it('puts a payment made before the first due day in the first period, and one with no period yet in the totals', () => {
    const early = buildLedger(terms(), [pay(7, '2025-12-20', 2000)]);
    expect(early.periods[0]).toMatchObject({ paidCents: 200_000, paymentIds: [7], balanceCents: 0 });
    const before = buildLedger(terms({ today: '2025-12-28' }), [pay(7, '2025-12-20', 2000)]);
    expect(before).toMatchObject({ periods: [], totalPaidCents: 200_000, creditCents: 200_000, nextDueDate: '2026-01-01' });
  });

  it('makes day 31 the last day of a shorter month (February 28, or 29 in a leap year), every period whole', () => {
    const ledger = buildLedger(terms({ startDate: '2026-01-31', rentDueDay: 31, today: '2026-05-01' }), []);
    expect(ledger.periods.map((period) => [period.dueDate, period.periodEnd, period.prorated])).toEqual([
      ['2026-01-31', '2026-02-27', false],
      ['2026-02-28', '2026-03-30', false],
      ['2026-03-31', '2026-04-29', false],
      ['2026-04-30', '2026-05-30', false],
    ]);
    const leap = buildLedger(terms({ startDate: '2028-01-31', rentDueDay: 31, today: '2028-03-01' }), []);
    expect(leap.periods.map((period) => period.dueDate)).toEqual(['2028-01-31', '2028-02-29']);
    expect(buildLedger(terms({ startDate: '2026-01-31', rentDueDay: 31, today: '2026-02-27' }), []).periods).toHaveLength(1);
  });

  it('prorates a first period that starts before the due day, by days at monthly × 12 ÷ 365', () => {
    const ledger = buildLedger(terms({ startDate: '2026-01-20', monthlyRentCents: 182_500, today: '2026-02-01' }), []);
    expect(proratedCents(182_500, 12)).toBe(72_000);
    expect(ledger.periods.map((period) => [period.periodStart, period.periodEnd, period.dueCents, period.prorated])).toEqual([
      ['2026-01-20', '2026-01-31', 72_000, true],
      ['2026-02-01', '2026-02-28', 182_500, false],
    ]);
  });

  it('ends with the lease: a last period cut by the end day is prorated, and nothing falls due after', () => {
    const ledger = buildLedger(terms({ endDate: '2026-03-15', today: '2026-09-01' }), []);
    expect(ledger.periods.map((period) => [period.periodStart, period.periodEnd, period.dueCents, period.prorated])).toEqual([
      ['2026-01-01', '2026-01-31', 200_000, false],
      ['2026-02-01', '2026-02-28', 200_000, false],
      ['2026-03-01', '2026-03-15', proratedCents(200_000, 15), true],
    ]);
    expect(ledger.nextDueDate).toBeNull();
  });

  it('reads ten years of monthly payments at once', () => {
    const payments = Array.from({ length: 120 }, (_, index) => pay(index + 1, `${2016 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`, 2000));
    const ledger = buildLedger(terms({ startDate: '2016-01-01', today: '2025-12-31' }), payments);
    expect(ledger.periods).toHaveLength(120);
    expect(ledger.balanceCents).toBe(0);
  });

  it('charges an increase from its effective due day on', () => {
    const ledger = buildLedger(terms({ rentChanges: [{ effectiveDate: '2026-03-01', rentCents: 205_000 }] }), []);
    expect(ledger.periods.map((period) => period.dueCents)).toEqual([200_000, 200_000, 205_000]);
  });

  it("computes a last month's rent deposit's interest on each anniversary at that year's guideline", () => {
    const guidelines = new Map([
      [2025, 2.5],
      [2026, 2.1],
    ]);
    const span = { startDate: '2024-03-01', endDate: null, today: '2026-03-01' };
    expect(depositInterest(span, 200_000, guidelines)).toEqual([
      { anniversary: '2025-03-01', year: 2025, percent: 2.5, depositCents: 200_000, interestCents: 5_000 },
      { anniversary: '2026-03-01', year: 2026, percent: 2.1, depositCents: 200_000, interestCents: 4_200 },
    ]);
    // The day before the anniversary, nothing is owed for that year yet; a year without a guideline says so.
    expect(depositInterest({ ...span, today: '2026-02-28' }, 200_000, guidelines)).toHaveLength(1);
    expect(depositInterest({ ...span, today: '2027-03-01' }, 200_000, guidelines)[2]).toMatchObject({ year: 2027, percent: null, interestCents: null });
    // A tenancy that started on February 29 has its anniversary on February 28 in other years.
    expect(depositInterest({ startDate: '2024-02-29', endDate: null, today: '2025-03-01' }, 100_000, guidelines)[0]?.anniversary).toBe('2025-02-28');
  });
});
