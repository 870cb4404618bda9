import { describe, expect, it } from 'vitest';
import { toListingStats } from './listing-stats.mapper';

const zero = { views: 0, saves: 0, inquiries: 0, viewingsBooked: 0, applications: 0 };

describe('toListingStats', () => {
  it('is null while nothing was counted (the "no views yet" state)', () => {
    expect(toListingStats({ days: 2, from: '2026-11-22', to: '2026-11-23', totals: zero, perDay: [{ day: '2026-11-22', ...zero }, { day: '2026-11-23', ...zero }] })).toBeNull();
  });

  it('keeps the counts and days, without GraphQL type names', () => {
    const day = { __typename: 'ListingStatsDay', day: '2026-11-23', ...zero, views: 4, saves: 1 };
    expect(toListingStats({ days: 1, from: '2026-11-23', to: '2026-11-23', totals: { __typename: 'ListingStatsCounts', ...zero, views: 4, saves: 1 }, perDay: [day] })).toEqual({
      days: 1,
      from: '2026-11-23',
      to: '2026-11-23',
      totals: { ...zero, views: 4, saves: 1 },
      perDay: [{ day: '2026-11-23', ...zero, views: 4, saves: 1 }],
    });
  });
});
