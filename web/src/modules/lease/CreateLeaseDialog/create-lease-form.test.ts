import { describe, expect, it } from 'vitest';
import type { LeaseBookingFacts } from '@hearth/api/contracts/lease-booking';
import { createI18n } from '../../../app/create-i18n';
import { EMPTY_LEASE_VALUES, contractFileProblem, depositsAllowedIn, toCreateLease as validate, type CreateLeaseValues } from './create-lease-form';

const en = await createI18n('en-CA', ['lease', 'api']);
const DATE_BOOKED_MESSAGE = 'This date is already booked by another lease.';
const toCreateLease = (values: CreateLeaseValues, contract: null, booked: LeaseBookingFacts[], today: string) => validate(values, contract, booked, today, en);

const today = '2026-11-22';
const booked = [
  { status: 'active', startDate: '2026-12-01', endDate: '2027-05-31' },
  { status: 'draft', startDate: '2027-07-01', endDate: '2027-07-31' },
];
const valid = { ...EMPTY_LEASE_VALUES, propertyId: 101, tenantName: 'Maya Chen', tenantEmail: 'maya@example.ca', monthlyRent: 2450, startDate: '2027-06-01', endDate: '2027-06-30' };

describe('toCreateLease (validation rules create lease)', () => {
  it('accepts a complete lease', () => {
    expect(toCreateLease(valid, null, booked, today)).toMatchObject({ ok: true, input: { propertyId: 101, monthlyRent: 2450, startDate: '2027-06-01' } });
  });

  it('shows the shared required-fields message once', () => {
    expect(toCreateLease(EMPTY_LEASE_VALUES, null, booked, today)).toEqual({ ok: false, errors: { form: 'Please fill in all required fields.' } });
  });

  it('refuses booked days of pending/active leases, not of drafts', () => {
    const result = toCreateLease({ ...valid, startDate: '2027-05-31', endDate: '2027-06-30' }, null, booked, today);
    expect(result).toEqual({ ok: false, errors: { startDate: DATE_BOOKED_MESSAGE } });
    expect(toCreateLease({ ...valid, startDate: '2027-07-05', endDate: '2027-07-20' }, null, booked, today).ok).toBe(true);
  });

  it('refuses past starts, ends not after the start and bad emails', () => {
    const result = toCreateLease({ ...valid, tenantEmail: 'maya@', startDate: '2026-11-21', endDate: '2026-11-21' }, null, booked, today);
    expect(result).toEqual({
      ok: false,
      errors: { tenantEmail: 'Please enter a valid email address.', startDate: 'Start date cannot be in the past.', endDate: 'End date must be after start date.' },
    });
  });
});

describe('toCreateLease: rent due day and Québec Section G', () => {
  it('sends the due day (1 unless changed) and refuses days outside 1–31', () => {
    expect(toCreateLease(valid, null, booked, today)).toMatchObject({ ok: true, input: { rentDueDay: 1, quebecLowestRentLast12Months: null } });
    expect(toCreateLease({ ...valid, rentDueDay: 15 }, null, booked, today)).toMatchObject({ ok: true, input: { rentDueDay: 15 } });
    expect(toCreateLease({ ...valid, rentDueDay: 32 }, null, booked, today)).toEqual({ ok: false, errors: { rentDueDay: 'The rent due day must be a day of the month from 1 to 31.' } });
  });
  it('sends the lowest rent of the last 12 months for a Québec listing only', () => {
    const quebec = { ...valid, quebecLowestRentLast12Months: 1800 };
    expect(validate(quebec, null, booked, today, en, 'QC')).toMatchObject({ ok: true, input: { quebecLowestRentLast12Months: 1800 } });
    expect(validate(quebec, null, booked, today, en, 'ON')).toMatchObject({ ok: true, input: { quebecLowestRentLast12Months: null } });
  });
});

describe('depositsAllowedIn (the listing, hence the province, changes)', () => {
  it('drops what the new province refuses, so its own first deposit is offered again', () => {
    // British Columbia to Quebec (and Ontario to Quebec): no deposit of any kind.
    expect(depositsAllowedIn('QC', 2000, [{ kind: 'security', amount: 1000 }])).toEqual([]);
    expect(depositsAllowedIn('QC', 2450, [{ kind: 'last-month-rent', amount: 2450 }])).toEqual([]);
    // British Columbia to Ontario: no security deposit; a key deposit stays.
    expect(depositsAllowedIn('ON', 2000, [{ kind: 'security', amount: 1000 }, { kind: 'key', amount: 50 }])).toEqual([{ kind: 'key', amount: 50 }]);
    // Ontario to British Columbia: a month's rent is over BC's half-month cap, so 'Add deposit' offers BC's security deposit.
    expect(depositsAllowedIn('BC', 2450, [{ kind: 'last-month-rent', amount: 2450 }])).toEqual([]);
  });
  it('keeps what the new province accepts, amounts not typed yet included, and all while no listing is chosen', () => {
    const deposits = [{ kind: 'security' as const, amount: 1000 }, { kind: 'pet' as const, amount: Number.NaN }];
    expect(depositsAllowedIn('BC', 2000, deposits)).toEqual(deposits);
    expect(depositsAllowedIn('BC', Number.NaN, deposits)).toEqual(deposits);
    expect(depositsAllowedIn(null, 2000, [{ kind: 'security', amount: 1000 }])).toEqual([{ kind: 'security', amount: 1000 }]);
  });
});

describe('contractFileProblem (validation rules contract upload)', () => {
  it('accepts PDF, DOC, DOCX, TXT, RTF up to 10MB', () => {
    expect(contractFileProblem({ name: 'lease.PDF', size: 10 * 1024 * 1024 })).toBeNull();
    expect(contractFileProblem({ name: 'lease.rtf', size: 1 })).toBeNull();
  });
  it('refuses other types and larger files', () => {
    expect(contractFileProblem({ name: 'lease.png', size: 1 })).toMatch(/Unsupported file type/);
    expect(contractFileProblem({ name: 'lease.pdf', size: 10 * 1024 * 1024 + 1 })).toBe('The contract file must be at most 10MB.');
  });
});
