import { describe, expect, it } from 'vitest';
import { fromWallClock, zoneOffset } from '../../src/common/time-zone.js';
import {
  albertaHolidays,
  checkEntryNotice,
  earliestEntryStart,
  ENTRY_NOTICE_RULES,
  entryHours,
  entryNoticeSchema,
  excludedEntryDay,
  type EntryUrgency,
} from '../../src/contracts/entry-notice-rules.js';
import { PROVINCES, type Province } from '../../src/contracts/provinces.js';
import { provinceTimeZone } from '../../src/contracts/viewing.schema.js';

const MINUTE = 60_000;
/** The instant the province's clock shows `wall` ('2026-12-03T10:00'). */
const local = (province: Province, wall: string) => new Date(fromWallClock(Date.parse(`${wall}:00Z`), provinceTimeZone[province]));
const check = (province: Province, enterAt: Date, now: Date, durationMinutes = 60, urgency: EntryUrgency = 'urgent') =>
  checkEntryNotice({ province, timeZone: provinceTimeZone[province], enterAt, durationMinutes, urgency, now, zoneOffset });
const codeOf = (answer: ReturnType<typeof check>) => (answer.ok ? 'ok' : answer.code);
const minus = (at: Date, minutes: number) => new Date(at.getTime() - minutes * MINUTE);

describe('entry notice rules (one row per province)', () => {
  it('covers every province with a law in both languages, no notice for emergencies', () => {
    for (const province of PROVINCES) {
      const rule = ENTRY_NOTICE_RULES[province];
      expect(rule.noticeHours).toBe(24);
      expect(rule.emergencyNeedsNotice).toBe(false);
      expect(rule.law.en).not.toBe('');
      expect(rule.law.fr).not.toBe('');
      expect(rule.startHour).toBeLessThan(rule.endHour);
    }
    expect(Object.fromEntries(PROVINCES.map((p) => [p, `${ENTRY_NOTICE_RULES[p].startHour}-${ENTRY_NOTICE_RULES[p].endHour}`]))).toEqual({
      ON: '8-20', BC: '8-21', AB: '8-20', QC: '7-19', SK: '8-20', NB: '8-20', MB: '9-20', NS: '9-20', PE: '9-20', NL: '9-20',
    });
    // Where the act could not be read: 24 hours and daytime, said so.
    expect(PROVINCES.filter((p) => !ENTRY_NOTICE_RULES[p].verified)).toEqual(['NS', 'MB', 'PE', 'NL']);
    expect(ENTRY_NOTICE_RULES.NB.routineNoticeHours).toBe(7 * 24);
  });

  it('writes the hours in each language', () => {
    expect(entryHours(ENTRY_NOTICE_RULES.BC, 'en-CA')).toBe('8\u00a0a.m. to 9\u00a0p.m.');
    expect(entryHours(ENTRY_NOTICE_RULES.QC, 'fr-CA')).toBe('7\u00a0h à 19\u00a0h');
  });
});

describe('checkEntryNotice: the earliest lawful time, every province', () => {
  // Wednesday 2 December 2026, 10:00 on each province's clock: the earliest entry is Thursday 10:00.
  for (const province of PROVINCES) {
    it(`${province}: refuses the minute before the earliest lawful time and accepts that minute`, () => {
      const now = local(province, '2026-12-02T10:00');
      const earliest = local(province, '2026-12-03T10:00');
      expect(earliestEntryStart(province, provinceTimeZone[province], new Date(now.getTime() + 24 * 3600_000), 60, zoneOffset)).toEqual(earliest);
      expect(codeOf(check(province, earliest, now))).toBe('ok');
      const refused = check(province, minus(earliest, 1), now);
      expect(codeOf(refused)).toBe('ENTRY_NOTICE_TOO_SHORT');
      expect(refused.ok === false && refused.earliest).toEqual(earliest);
    });

    it(`${province}: the entry starts and ends inside the window`, () => {
      const rule = ENTRY_NOTICE_RULES[province];
      const now = local(province, '2026-12-02T10:00');
      const pad = (hour: number) => String(hour).padStart(2, '0');
      const opens = local(province, `2026-12-04T${pad(rule.startHour)}:00`);
      const closes = local(province, `2026-12-04T${pad(rule.endHour)}:00`);
      expect(codeOf(check(province, opens, now))).toBe('ok');
      expect(codeOf(check(province, minus(opens, 1), now))).toBe('ENTRY_OUTSIDE_HOURS');
      expect(codeOf(check(province, minus(closes, 60), now, 60))).toBe('ok');
      const late = check(province, minus(closes, 59), now, 60);
      expect(codeOf(late)).toBe('ENTRY_OUTSIDE_HOURS');
      // The earliest lawful time of a refusal is still the next morning's opening at the latest.
      expect(late.ok === false && late.earliest).toEqual(local(province, '2026-12-03T10:00'));
    });
  }

  it('after the evening window the earliest time is the next opening', () => {
    const now = local('ON', '2026-12-02T19:30');
    const refused = check('ON', local('ON', '2026-12-03T19:30'), now);
    expect(codeOf(refused)).toBe('ENTRY_OUTSIDE_HOURS');
    expect(refused.ok === false && refused.earliest).toEqual(local('ON', '2026-12-04T08:00'));
  });

  it('reads British Columbia on its year-round UTC−7 (tz 2026 data): 8 a.m. is 15:00 UTC in December', () => {
    const now = new Date('2026-12-01T18:00:00Z');
    expect(codeOf(check('BC', new Date('2026-12-03T15:00:00Z'), now))).toBe('ok');
    expect(codeOf(check('BC', new Date('2026-12-03T14:59:00Z'), now))).toBe('ENTRY_OUTSIDE_HOURS');
  });
});

describe('the limits only some acts set', () => {
  it('emergencies need no notice, at any hour', () => {
    for (const province of PROVINCES) {
      const now = local(province, '2026-12-02T02:00');
      expect(codeOf(check(province, new Date(now.getTime() + 5 * MINUTE), now, 120, 'emergency'))).toBe('ok');
      expect(codeOf(check(province, now, now, 60, 'emergency'))).toBe('ok');
    }
  });

  it('New Brunswick: 7 days for routine repairs, 24 hours otherwise, never on a Sunday', () => {
    const now = local('NB', '2026-12-02T10:00');
    const sevenDays = local('NB', '2026-12-09T10:00');
    expect(codeOf(check('NB', sevenDays, now, 60, 'routine'))).toBe('ok');
    const soon = check('NB', minus(sevenDays, 1), now, 60, 'routine');
    expect(codeOf(soon)).toBe('ENTRY_NOTICE_TOO_SHORT');
    expect(soon.ok === false && soon.noticeHours).toBe(168);
    expect(soon.ok === false && soon.earliest).toEqual(sevenDays);
    expect(codeOf(check('NB', local('NB', '2026-12-03T10:00'), now, 60, 'urgent'))).toBe('ok');
    const sunday = check('NB', local('NB', '2026-12-06T10:00'), now);
    expect(codeOf(sunday)).toBe('ENTRY_DAY_EXCLUDED');
    expect(sunday.ok === false && sunday.excludedDay?.en).toBe('a Sunday');
    // Routine work in other provinces needs the general notice.
    expect(codeOf(check('ON', local('ON', '2026-12-03T10:00'), local('ON', '2026-12-02T10:00'), 60, 'routine'))).toBe('ok');
  });

  it('British Columbia: at most 30 days ahead; Saskatchewan: 7 days and a four-hour period', () => {
    const bcNow = local('BC', '2026-12-02T10:00');
    expect(codeOf(check('BC', local('BC', '2027-01-01T10:00'), bcNow))).toBe('ok');
    expect(codeOf(check('BC', local('BC', '2027-01-01T10:01'), bcNow))).toBe('ENTRY_NOTICE_TOO_EARLY');
    const skNow = local('SK', '2026-12-02T10:00');
    expect(codeOf(check('SK', local('SK', '2026-12-09T10:00'), skNow))).toBe('ok');
    expect(codeOf(check('SK', local('SK', '2026-12-09T10:01'), skNow))).toBe('ENTRY_NOTICE_TOO_EARLY');
    expect(codeOf(check('SK', local('SK', '2026-12-04T10:00'), skNow, 240))).toBe('ok');
    const long = check('SK', local('SK', '2026-12-04T10:00'), skNow, 241);
    expect(codeOf(long)).toBe('ENTRY_TOO_LONG');
    expect(long.ok === false && long.earliest).toBeNull();
    expect(codeOf(check('ON', local('ON', '2026-12-04T08:00'), local('ON', '2026-12-02T10:00'), 12 * 60))).toBe('ok');
    expect(codeOf(check('ON', local('ON', '2026-12-04T08:00'), local('ON', '2026-12-02T10:00'), 12 * 60 + 1))).toBe('ENTRY_TOO_LONG');
  });
});

describe("Alberta's holidays (computed for any year)", () => {
  it('lists the general holidays with Easter Monday, for 2026 and 2027', () => {
    expect(albertaHolidays(2026).map((holiday) => `${holiday.day} ${holiday.name.en}`)).toEqual([
      "2026-01-01 New Year's Day",
      '2026-02-16 Alberta Family Day',
      '2026-04-03 Good Friday',
      '2026-04-06 Easter Monday',
      '2026-05-18 Victoria Day',
      '2026-07-01 Canada Day',
      '2026-09-07 Labour Day',
      '2026-10-12 Thanksgiving Day',
      '2026-11-11 Remembrance Day',
      '2026-12-25 Christmas Day',
    ]);
    const days2027 = albertaHolidays(2027).map((holiday) => holiday.day);
    expect(days2027).toContain('2027-03-26'); // Good Friday
    expect(days2027).toContain('2027-05-24'); // Victoria Day: the Monday before May 25 (May 24 itself is a Monday)
    // 1 July 2029 is a Sunday: Canada Day moves to the Monday.
    expect(albertaHolidays(2029).find((holiday) => holiday.name.en === 'Canada Day')?.day).toBe('2029-07-02');
    expect(albertaHolidays(2030).find((holiday) => holiday.name.en === 'Good Friday')?.day).toBe('2030-04-19');
  });

  it('refuses entry on a holiday and on a Sunday, and points to the next lawful day', () => {
    const now = local('AB', '2026-12-22T10:00');
    const christmas = check('AB', local('AB', '2026-12-25T10:00'), now);
    expect(codeOf(christmas)).toBe('ENTRY_DAY_EXCLUDED');
    expect(christmas.ok === false && christmas.excludedDay).toEqual({ en: 'Christmas Day', fr: 'le jour de Noël' });
    expect(codeOf(check('AB', local('AB', '2026-12-26T10:00'), now))).toBe('ok');
    expect(codeOf(check('AB', local('AB', '2026-12-27T10:00'), now))).toBe('ENTRY_DAY_EXCLUDED');
    // Notice given on Thursday 24 December at 10:00: Friday is Christmas, so Saturday 8:00 is the earliest.
    const eve = local('AB', '2026-12-24T10:00');
    const refused = check('AB', local('AB', '2026-12-25T10:00'), eve);
    expect(refused.ok === false && refused.earliest).toEqual(local('AB', '2026-12-26T08:00'));
    expect(excludedEntryDay('AB', '2027-03-26')?.en).toBe('Good Friday');
    expect(excludedEntryDay('ON', '2026-12-25')).toBeNull();
  });
});

describe('entryNoticeSchema', () => {
  it('parses the form and refuses what is not one', () => {
    expect(entryNoticeSchema.parse({ enterAt: '2026-12-03T10:00:00-05:00', durationMinutes: 60, reason: '  Fix the sink ' })).toEqual({
      enterAt: new Date('2026-12-03T15:00:00Z'),
      durationMinutes: 60,
      reason: 'Fix the sink',
    });
    expect(entryNoticeSchema.safeParse({ enterAt: '2026-12-03 10:00', durationMinutes: 60, reason: 'x' }).success).toBe(false);
    expect(entryNoticeSchema.safeParse({ enterAt: '2026-12-03T10:00Z', durationMinutes: 10, reason: 'x' }).success).toBe(false);
    expect(entryNoticeSchema.safeParse({ enterAt: '2026-12-03T10:00Z', durationMinutes: 60, reason: ' ' }).success).toBe(false);
  });
});
