import { describe, expect, it } from 'vitest';
import { PROVINCES, type Province } from './provinces.js';
import {
  RENT_INCREASE_RULES,
  answerDeadline,
  checkRentIncrease,
  highestRentCents,
  nextRentDay,
  type RentIncreaseLeaseFacts,
} from './rent-increase-rules.js';

const GUIDELINES: Partial<Record<Province, Record<number, number>>> = {
  ON: { 2025: 2.5, 2026: 2.1 },
  BC: { 2025: 3.0, 2026: 2.3 },
  MB: { 2025: 1.7, 2026: 1.8 },
  PE: { 2025: 2.3, 2026: 2.0 },
};
const lookup = (province: Province) => (year: number) => GUIDELINES[province]?.[year] ?? null;

const facts = (province: Province, overrides: Partial<RentIncreaseLeaseFacts> = {}): RentIncreaseLeaseFacts => ({
  province,
  tenancyStart: '2025-01-01',
  leaseEnd: null,
  lastIncreaseOn: null,
  currentRentCents: 200_000,
  rentDueDay: 1,
  firstOccupiedOn: null,
  ...overrides,
});
const check = (f: RentIncreaseLeaseFacts, effectiveDate: string, newRentCents: number, today: string) =>
  checkRentIncrease(f, { effectiveDate, newRentCents }, today, lookup(f.province));
const code = (result: ReturnType<typeof check>) => (result.ok ? 'ok' : result.code);

describe('RENT_INCREASE_RULES', () => {
  it('has a rule for every province, each citing its law', () => {
    expect(Object.keys(RENT_INCREASE_RULES).sort()).toEqual([...PROVINCES].sort());
    for (const province of PROVINCES) expect(RENT_INCREASE_RULES[province].law.en.length).toBeGreaterThan(5);
  });
  it('caps by guideline in ON, BC, MB and PE, by statute in NS and NB, not at all in AB, QC, SK and NL', () => {
    const kinds = Object.fromEntries(PROVINCES.map((p) => [p, RENT_INCREASE_RULES[p].cap.kind]));
    expect(kinds).toEqual({ ON: 'guideline', BC: 'guideline', MB: 'guideline', PE: 'guideline', NS: 'fixed', NB: 'fixed', AB: 'none', QC: 'none', SK: 'none', NL: 'none' });
  });
});

describe('highestRentCents', () => {
  it('rounds down to the cent', () => {
    expect(highestRentCents(200_000, 2.1)).toBe(204_200);
    expect(highestRentCents(140_000, 2.3)).toBe(143_220);
    expect(highestRentCents(123_457, 2.5)).toBe(126_543); // 1 265.434 25 $
  });
});

describe('nextRentDay', () => {
  it('is the first due day strictly after the day, the month’s last day when shorter', () => {
    expect(nextRentDay('2026-01-15', 1)).toBe('2026-02-01');
    expect(nextRentDay('2026-02-01', 1)).toBe('2026-03-01');
    expect(nextRentDay('2026-01-31', 31)).toBe('2026-02-28');
    expect(nextRentDay('2026-01-30', 31)).toBe('2026-01-31');
  });
});

describe('Ontario: 12 months, 90 days, the guideline of the year it takes effect', () => {
  const today = '2026-01-10';
  it('notice: the day before the 90th day is refused, the 90th day is lawful', () => {
    const f = facts('ON');
    const refused = check(f, '2026-04-09', 204_200, today);
    expect(refused).toMatchObject({ ok: false, code: 'RENT_INCREASE_NOTICE_TOO_SHORT', limits: { earliestDate: '2026-04-10' } });
    expect(code(check(f, '2026-04-10', 204_200, today))).toBe('ok');
  });
  it('12 months since the tenancy began: the day before is too soon, the anniversary is lawful', () => {
    const f = facts('ON', { tenancyStart: '2025-09-01' });
    expect(check(f, '2026-08-31', 204_200, today)).toMatchObject({ code: 'RENT_INCREASE_TOO_SOON', limits: { earliestDate: '2026-09-01' } });
    expect(code(check(f, '2026-09-01', 204_200, today))).toBe('ok');
  });
  it('12 months since the last increase', () => {
    const f = facts('ON', { lastIncreaseOn: '2025-11-01' });
    expect(code(check(f, '2026-10-31', 204_200, today))).toBe('RENT_INCREASE_TOO_SOON');
    expect(code(check(f, '2026-11-01', 204_200, today))).toBe('ok');
  });
  it('the cap is lawful, a cent over is refused with the highest lawful rent', () => {
    const f = facts('ON');
    expect(code(check(f, '2026-05-01', 204_200, today))).toBe('ok');
    expect(check(f, '2026-05-01', 204_201, today)).toMatchObject({ code: 'RENT_INCREASE_ABOVE_GUIDELINE', limits: { capPercent: 2.1, highestRentCents: 204_200 } });
  });
  it('reads the guideline of the year the increase takes effect; a year with none is refused, naming it', () => {
    const f = facts('ON', { tenancyStart: '2025-01-01' });
    expect(check(f, '2027-01-01', 204_000, today)).toMatchObject({ ok: false, code: 'GUIDELINE_NOT_PUBLISHED', year: 2027 });
    expect(check(facts('ON', { tenancyStart: '2024-01-01' }), '2025-12-31', 205_000, '2025-06-01')).toMatchObject({ ok: true, limits: { capPercent: 2.5, highestRentCents: 205_000 } });
  });
  it('a unit first occupied after November 15, 2018 is not under the guideline; on that day it is', () => {
    expect(check(facts('ON', { firstOccupiedOn: '2018-11-16' }), '2026-05-01', 300_000, today)).toMatchObject({ ok: true, limits: { uncapped: 'exempt-new-unit', highestRentCents: null } });
    expect(code(check(facts('ON', { firstOccupiedOn: '2018-11-15' }), '2026-05-01', 300_000, today))).toBe('RENT_INCREASE_ABOVE_GUIDELINE');
  });
});

describe('British Columbia and Alberta: 3 full rent periods', () => {
  it.each(['BC', 'AB'] as const)('%s: a notice on the 31st reaches May 1; one on the rent day itself waits a period more', (province) => {
    const f = facts(province);
    expect(code(check(f, '2026-04-30', 204_000, '2026-01-31'))).toBe('RENT_INCREASE_NOTICE_TOO_SHORT');
    expect(code(check(f, '2026-05-01', 204_000, '2026-01-31'))).toBe('ok');
    expect(check(f, '2026-05-01', 204_000, '2026-02-01')).toMatchObject({ code: 'RENT_INCREASE_NOTICE_TOO_SHORT', limits: { earliestDate: '2026-06-01' } });
  });
  it('BC: the cap of 2.3 % in 2026, a cent over refused', () => {
    expect(code(check(facts('BC'), '2026-05-01', 204_600, '2026-01-31'))).toBe('ok');
    expect(code(check(facts('BC'), '2026-05-01', 204_601, '2026-01-31'))).toBe('RENT_INCREASE_ABOVE_GUIDELINE');
  });
  it('Alberta: no cap; 12 months since the start', () => {
    expect(check(facts('AB'), '2026-05-01', 400_000, '2026-01-31')).toMatchObject({ ok: true, limits: { uncapped: 'no-cap' } });
    expect(code(check(facts('AB', { tenancyStart: '2025-05-02' }), '2026-05-01', 400_000, '2026-01-31'))).toBe('RENT_INCREASE_TOO_SOON');
  });
});

describe('Manitoba: 3 months, the guideline, its rent threshold and new buildings', () => {
  const today = '2025-10-01';
  it('notice: three months to the day', () => {
    expect(code(check(facts('MB', { tenancyStart: '2024-01-01' }), '2025-12-31', 203_600, today))).toBe('RENT_INCREASE_NOTICE_TOO_SHORT');
    expect(code(check(facts('MB'), '2026-01-01', 203_600, today))).toBe('ok');
    expect(code(check(facts('MB'), '2026-01-01', 203_601, today))).toBe('ok'); // 2 000 $ is above the 1 670 $ threshold
  });
  it('a rent under the year’s threshold is capped at 1.8 %; at the threshold it is not', () => {
    expect(check(facts('MB', { currentRentCents: 166_999 }), '2026-01-01', 170_005, today)).toMatchObject({ code: 'RENT_INCREASE_ABOVE_GUIDELINE', limits: { highestRentCents: 170_004 } });
    expect(code(check(facts('MB', { currentRentCents: 166_999 }), '2026-01-01', 170_004, today))).toBe('ok');
    expect(check(facts('MB', { currentRentCents: 167_000 }), '2026-01-01', 190_000, today)).toMatchObject({ ok: true, limits: { uncapped: 'exempt-rent-threshold' } });
  });
  it('a building first occupied after March 7, 2005 is exempt for 20 years', () => {
    const f = facts('MB', { currentRentCents: 100_000, firstOccupiedOn: '2010-05-01' });
    expect(check(f, '2026-01-01', 150_000, today)).toMatchObject({ ok: true, limits: { uncapped: 'exempt-new-building' } });
    expect(code(check(facts('MB', { currentRentCents: 100_000, firstOccupiedOn: '2005-03-07' }), '2026-01-01', 150_000, today))).toBe('RENT_INCREASE_ABOVE_GUIDELINE');
  });
});

describe('Nova Scotia and New Brunswick: statutory caps', () => {
  it('NS: 5 % through 2027 with 4 months’ notice; 2028 has no known cap and is refused, naming the year', () => {
    expect(code(check(facts('NS'), '2026-05-09', 210_000, '2026-01-10'))).toBe('RENT_INCREASE_NOTICE_TOO_SHORT');
    expect(code(check(facts('NS'), '2026-05-10', 210_000, '2026-01-10'))).toBe('ok');
    expect(code(check(facts('NS'), '2026-05-10', 210_001, '2026-01-10'))).toBe('RENT_INCREASE_ABOVE_GUIDELINE');
    expect(check(facts('NS'), '2028-01-01', 210_000, '2027-06-01')).toMatchObject({ code: 'GUIDELINE_NOT_PUBLISHED', year: 2028 });
  });
  it('NB: 3 % with 6 months’ notice, never in the first 12 months', () => {
    expect(code(check(facts('NB'), '2026-07-09', 206_000, '2026-01-10'))).toBe('RENT_INCREASE_NOTICE_TOO_SHORT');
    expect(code(check(facts('NB'), '2026-07-10', 206_000, '2026-01-10'))).toBe('ok');
    expect(code(check(facts('NB'), '2026-07-10', 206_001, '2026-01-10'))).toBe('RENT_INCREASE_ABOVE_GUIDELINE');
    expect(code(check(facts('NB', { tenancyStart: '2025-07-11' }), '2026-07-10', 206_000, '2026-01-10'))).toBe('RENT_INCREASE_TOO_SOON');
  });
});

describe('Prince Edward Island, Saskatchewan, Newfoundland and Labrador', () => {
  it('PE: the allowable 2 % of 2026 with 3 months’ notice', () => {
    expect(code(check(facts('PE'), '2026-04-09', 204_000, '2026-01-10'))).toBe('RENT_INCREASE_NOTICE_TOO_SHORT');
    expect(code(check(facts('PE'), '2026-04-10', 204_000, '2026-01-10'))).toBe('ok');
    expect(code(check(facts('PE'), '2026-04-10', 204_001, '2026-01-10'))).toBe('RENT_INCREASE_ABOVE_GUIDELINE');
  });
  it('SK: no cap, 12 months’ notice', () => {
    expect(code(check(facts('SK'), '2027-01-09', 300_000, '2026-01-10'))).toBe('RENT_INCREASE_NOTICE_TOO_SHORT');
    expect(code(check(facts('SK'), '2027-01-10', 300_000, '2026-01-10'))).toBe('ok');
  });
  it('NL: no cap, 6 months’ notice, not in the first year', () => {
    expect(code(check(facts('NL'), '2026-07-09', 300_000, '2026-01-10'))).toBe('RENT_INCREASE_NOTICE_TOO_SHORT');
    expect(code(check(facts('NL'), '2026-07-10', 300_000, '2026-01-10'))).toBe('ok');
    expect(code(check(facts('NL', { tenancyStart: '2025-07-11' }), '2026-07-10', 300_000, '2026-01-10'))).toBe('RENT_INCREASE_TOO_SOON');
  });
});

describe('Québec: at renewal, notice 3 to 6 months before a 12-month lease ends', () => {
  const f = facts('QC', { tenancyStart: '2025-07-01', leaseEnd: '2026-06-30' });
  it('the window opens 6 months before the renewal and closes 3 months before', () => {
    expect(code(check(f, '2026-07-01', 260_000, '2025-12-31'))).toBe('RENT_INCREASE_TOO_SOON');
    expect(check(f, '2026-07-01', 260_000, '2026-01-01')).toMatchObject({ ok: true, limits: { noticeWindow: { from: '2026-01-01', until: '2026-04-01', renewalDate: '2026-07-01' }, uncapped: 'no-cap' } });
    expect(code(check(f, '2026-07-01', 260_000, '2026-04-01'))).toBe('ok');
    expect(code(check(f, '2026-07-01', 260_000, '2026-04-02'))).toBe('RENT_INCREASE_NOTICE_TOO_SHORT');
  });
  it('takes effect on the renewal day only', () => {
    expect(code(check(f, '2026-06-30', 260_000, '2026-02-01'))).toBe('RENT_INCREASE_TOO_SOON');
  });
  it('a lease shorter than 12 months: 1 to 2 months before', () => {
    const short = facts('QC', { tenancyStart: '2026-01-01', leaseEnd: '2026-06-30' });
    expect(code(check(short, '2026-07-01', 210_000, '2026-04-30'))).toBe('RENT_INCREASE_TOO_SOON');
    expect(code(check(short, '2026-07-01', 210_000, '2026-05-01'))).toBe('ok');
    expect(code(check(short, '2026-07-01', 210_000, '2026-06-01'))).toBe('ok');
    expect(code(check(short, '2026-07-01', 210_000, '2026-06-02'))).toBe('RENT_INCREASE_NOTICE_TOO_SHORT');
  });
  it('the tenant has one month from the notice to refuse', () => expect(answerDeadline('2026-01-31')).toBe('2026-02-28'));
});
