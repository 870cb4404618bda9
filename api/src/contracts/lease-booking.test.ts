import { describe, expect, it } from 'vitest';
import {
  bookedRanges,
  currentLease,
  isCalendarDay,
  isDateBooked,
  isLeaseBooking,
  isPropertyBooked,
  type LeaseBookingFacts,
} from './lease-booking.js';

const lease = (status: string, startDate: string | null, endDate: string | null, id = 1) => ({ id, status, startDate, endDate });
const today = '2027-03-15';

describe('isLeaseBooking (screens card rule)', () => {
  it('counts a pending lease whatever its dates', () => {
    expect(isLeaseBooking(lease('pending', '2030-01-01', '2030-06-30'), today)).toBe(true);
    expect(isLeaseBooking(lease('pending', null, null), today)).toBe(true);
  });

  it('counts an active lease only when today is between start and end, both included', () => {
    expect(isLeaseBooking(lease('active', '2027-03-15', '2027-04-01'), today)).toBe(true);
    expect(isLeaseBooking(lease('active', '2027-01-01', '2027-03-15'), today)).toBe(true);
    expect(isLeaseBooking(lease('active', '2027-03-16', '2027-04-01'), today)).toBe(false);
    expect(isLeaseBooking(lease('active', '2027-01-01', '2027-03-14'), today)).toBe(false);
    expect(isLeaseBooking(lease('active', null, '2027-04-01'), today)).toBe(false);
  });

  it('never counts a draft', () => {
    expect(isLeaseBooking(lease('draft', '2027-01-01', '2027-12-31'), today)).toBe(false);
  });
});

describe('currentLease and isPropertyBooked (screens detail and card)', () => {
  it('picks the first booking lease in list order', () => {
    const leases = [
      lease('draft', '2027-01-01', '2027-12-31', 1),
      lease('active', '2026-01-01', '2026-12-31', 2),
      lease('active', '2027-03-01', '2027-09-01', 3),
      lease('pending', '2028-01-01', '2028-06-01', 4),
    ];
    expect(currentLease(leases, today)?.id).toBe(3);
    expect(isPropertyBooked(leases, today)).toBe(true);
  });

  it('is null / not booked when no lease books today', () => {
    const leases = [lease('draft', null, null), lease('active', '2020-01-01', '2020-02-01')];
    expect(currentLease(leases, today)).toBeNull();
    expect(isPropertyBooked(leases, today)).toBe(false);
    expect(isPropertyBooked([], today)).toBe(false);
  });
});

describe('bookedRanges and isDateBooked (validation rules date pickers)', () => {
  const leases: LeaseBookingFacts[] = [
    lease('pending', '2027-04-01', '2027-04-30'),
    lease('active', '2027-06-01', '2027-06-30'),
    lease('draft', '2027-08-01', '2027-08-31'),
  ];

  it('lists pending and active ranges only', () => {
    expect(bookedRanges(leases)).toEqual([
      { startDate: '2027-04-01', endDate: '2027-04-30' },
      { startDate: '2027-06-01', endDate: '2027-06-30' },
    ]);
  });

  it('blocks both ends and the days between, not the days around or draft days', () => {
    expect(isDateBooked('2027-04-01', leases)).toBe(true);
    expect(isDateBooked('2027-04-15', leases)).toBe(true);
    expect(isDateBooked('2027-04-30', leases)).toBe(true);
    expect(isDateBooked('2027-03-31', leases)).toBe(false);
    expect(isDateBooked('2027-05-01', leases)).toBe(false);
    expect(isDateBooked('2027-08-15', leases)).toBe(false);
  });

  it('treats a missing end as open-ended (the database range is unbounded too)', () => {
    expect(isDateBooked('2099-01-01', [lease('pending', '2027-04-01', null)])).toBe(true);
    expect(isDateBooked('2027-03-31', [lease('pending', '2027-04-01', null)])).toBe(false);
  });
});

describe('calendar days', () => {
  it('validates YYYY-MM-DD strictly', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2027-2-01')).toBe(false);
    expect(isCalendarDay('2027-02-01T00:00:00Z')).toBe(false);
  });
});
