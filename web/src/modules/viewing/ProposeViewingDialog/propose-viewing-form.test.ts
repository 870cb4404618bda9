import { describe, expect, it } from 'vitest';
import { emptyProposals, proposalErrors, toProposedTimes } from './propose-viewing-form';

const m = { required: 'required', past: 'past', hours: 'hours', tooFar: 'far', duplicate: 'duplicate' };
// 2026-11-23 12:00 in Toronto (UTC-5).
const NOW = new Date('2026-11-23T17:00:00.000Z');
const TORONTO = 'America/Toronto';

describe('propose viewing form', () => {
  it('offers three fields and needs at least one time', () => {
    expect(emptyProposals()).toEqual(['', '', '']);
    expect(proposalErrors(emptyProposals(), TORONTO, NOW, m)).toEqual({ 0: 'required' });
    expect(proposalErrors(['', '2026-11-24T10:00', ''], TORONTO, NOW, m)).toEqual({});
  });
  it('refuses past, night-time, far and repeated times, each on its field', () => {
    expect(proposalErrors(['2026-11-23T11:00', '2026-11-24T21:30', '2026-11-24T07:45'], TORONTO, NOW, m)).toEqual({ 0: 'past', 1: 'hours', 2: 'hours' });
    expect(proposalErrors(['2026-11-24T20:00', '2026-11-24T08:00', '2027-06-01T10:00'], TORONTO, NOW, m)).toEqual({ 2: 'far' });
    expect(proposalErrors(['2026-11-24T10:00', '', '2026-11-24T10:00'], TORONTO, NOW, m)).toEqual({ 2: 'duplicate' });
  });
  it('sends the instants of the listing’s wall clock, blanks left out', () => {
    expect(toProposedTimes(['2026-11-24T10:00', '', '2026-11-25T18:30'], TORONTO)).toEqual(['2026-11-24T15:00:00.000Z', '2026-11-25T23:30:00.000Z']);
    expect(toProposedTimes(['2026-11-24T10:00', '', ''], 'America/Vancouver')).toEqual(['2026-11-24T17:00:00.000Z']); // BC keeps daylight time (UTC-7)
  });
});
