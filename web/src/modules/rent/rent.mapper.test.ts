import { describe, expect, it } from 'vitest';
import { formatCents, statementHref, toRentLedger, withLang } from './rent.mapper';

const ledger = {
  leaseId: 7,
  monthlyRentCents: 200_000,
  today: '2026-11-20',
  totalDueCents: 400_000,
  totalPaidCents: 150_050,
  balanceCents: 249_950,
  arrearsCents: 249_950,
  creditCents: 0,
  nextDueDate: '2026-12-01',
  canRecord: true,
  periods: [
    { dueDate: '2025-12-01', periodStart: '2025-12-01', periodEnd: '2025-12-31', dueCents: 200_000, prorated: false, paidCents: 150_050, balanceCents: 49_950 },
    { dueDate: '2026-01-01', periodStart: '2026-01-01', periodEnd: '2026-01-31', dueCents: 200_000, prorated: false, paidCents: 0, balanceCents: 249_950 },
  ],
  payments: [{ id: 3, amountCents: 150_050, paidOn: '2025-12-01', method: 'e_transfer' as const, note: null, receiptPath: '/api/payments/3/receipt' }],
  depositInterest: [],
};

describe('the Rent tab mapper', () => {
  it('puts the newest period first, the contract method names, and each year a statement', () => {
    const data = toRentLedger(ledger, true);
    expect(data.periods.map((period) => period.dueDate)).toEqual(['2026-01-01', '2025-12-01']);
    expect(data.payments[0]).toMatchObject({ method: 'e-transfer', receiptHref: '/api/payments/3/receipt' });
    expect(data.statementYears).toEqual([2026, 2025]);
    expect(data.quebec).toBe(true);
  });

  it('offers no statement before rent was first due (a lease starting next year)', () => {
    expect(toRentLedger({ ...ledger, periods: [], payments: [] }, false).statementYears).toEqual([]);
    const nextYear = [{ ...ledger.periods[0]!, dueDate: '2027-01-13', periodStart: '2027-01-13', periodEnd: '2027-02-12' }];
    expect(toRentLedger({ ...ledger, periods: nextYear, payments: [] }, false).statementYears).toEqual([]);
  });

  it('writes cents as each language writes money, and asks PDFs in the reader language', () => {
    expect(formatCents(150_050, 'en-CA')).toBe('$1,500.50');
    expect(formatCents(150_050, 'fr-CA')).toBe('1\u00a0500,50\u00a0$');
    expect(withLang('/api/payments/3/receipt', 'fr-CA')).toBe('/api/payments/3/receipt?lang=fr');
    expect(statementHref(7, 2026, 'en-CA')).toBe('/api/leases/7/rent-statement?year=2026&lang=en');
  });
});
