import { describe, expect, it } from 'vitest';
import { leasesInForce } from './leases-in-force';

const ended = (endDate: string) => ({ id: 7, status: 'ended', endDate, property: { title: 'Maple Flat' } });

describe('leasesInForce', () => {
  it('counts the grace days on the API’s day (Toronto’s), not UTC’s', () => {
    // 02:00 UTC on March 31 is still March 30 in Toronto: a lease ended February 28 takes repairs for one more evening.
    const now = new Date('2026-03-31T02:00:00Z');
    expect(leasesInForce([ended('2026-02-28')], now)).toEqual([{ id: 7, propertyTitle: 'Maple Flat' }]);
    expect(leasesInForce([ended('2026-02-27')], now)).toEqual([]);
  });

  it('keeps active leases and drops the others', () => {
    const now = new Date('2026-12-02T15:00:00Z');
    expect(leasesInForce([{ id: 1, status: 'active', property: null }, { id: 2, status: 'pending' }], now)).toEqual([{ id: 1, propertyTitle: '#1' }]);
  });
});
