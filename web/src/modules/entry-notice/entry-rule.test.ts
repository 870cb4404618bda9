import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { earliestEntryFields, entryInstant, entryProblem, entryRuleText } from './entry-rule';

const en = setupI18n({ locale: 'en-CA', messages: { 'en-CA': {} } });
/** Wednesday 2 December 2026, 10:00 in Toronto (15:00 UTC). */
const NOW = new Date('2026-12-02T15:00:00Z');

describe('the Schedule entry form reads the contract rule', () => {
  it('pre-fills the earliest lawful time on the province clock, a quarter hour to spare (the form takes a while to fill)', () => {
    expect(earliestEntryFields('ON', 'urgent', 60, NOW)).toEqual({ date: '2026-12-03', time: '10:15' });
    // A minute later, still the next quarter hour but one: never a time seconds from expiring.
    expect(earliestEntryFields('ON', 'urgent', 60, new Date(NOW.getTime() + 60_000))).toEqual({ date: '2026-12-03', time: '10:30' });
    // 10:00 in Toronto is 8:00 in Vancouver (UTC−7 all year since 2026): the window opens at 8:00, 24 hours later.
    expect(earliestEntryFields('BC', 'urgent', 60, NOW)).toEqual({ date: '2026-12-03', time: '08:15' });
    expect(earliestEntryFields('NB', 'routine', 60, NOW)).toEqual({ date: '2026-12-09', time: '11:15' });
    expect(earliestEntryFields('SK', 'urgent', 300, NOW)).toBeNull();
  });

  it('checks live as the API does: the minute before the earliest is refused, that minute accepted', () => {
    expect(entryProblem('ON', 'urgent', entryInstant('2026-12-03', '10:00', 'ON'), 60, NOW, en)).toBeNull();
    expect(entryProblem('ON', 'urgent', entryInstant('2026-12-03', '09:59', 'ON'), 60, NOW, en)).toMatch(/^Too soon: Ontario's Residential Tenancies Act, 2006 \(s\. 27\) needs 24 hours’ written notice\. The earliest lawful time is Thursday, December 3, 2026, 10:00/);
    expect(entryProblem('AB', 'urgent', entryInstant('2026-12-06', '10:00', 'AB'), 60, NOW, en)).toMatch(/^Not allowed on a Sunday/);
    expect(entryProblem('ON', 'urgent', entryInstant('2026-12-04', '19:30', 'ON'), 60, NOW, en)).toMatch(/^Outside the hours/);
    expect(entryProblem('ON', 'emergency', entryInstant('2026-12-02', '10:05', 'ON'), 60, NOW, en)).toBeNull();
  });

  it('states the rule, and says when the act could not be confirmed', () => {
    expect(entryRuleText('NS', 'urgent', en)).toContain('We could not confirm this province’s hours in the act: Hearth keeps to daytime. Check the act.');
    expect(entryRuleText('SK', 'urgent', en)).toEqual([
      "24 hours’ written notice; entry from 8\u00a0a.m. to 8\u00a0p.m., local time, ending by then (Saskatchewan's Residential Tenancies Act, 2006 (s. 23)).",
      'The notice may be given at most 7 days ahead.',
      'An entry lasts at most 4 hours.',
    ]);
  });
});
