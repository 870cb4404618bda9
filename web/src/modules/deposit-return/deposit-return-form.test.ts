import { describe, expect, it } from 'vitest';
import { depositPreview, depositReturnInput } from './deposit-return-form';

describe('the deposit return form', () => {
  it('totals the deductions live, with what comes back and the deadline', () => {
    const preview = depositPreview('SK', [{ kind: 'security', amount: 800 }], [{ reason: 'Rent', amount: 300, kind: 'rent' }, { reason: '', amount: Number.NaN, kind: 'other' }], '2027-01-08');
    expect(preview).toEqual({ held: 800, applied: 0, deducted: 300, returned: 500, deadline: '2027-01-19', tooMuch: false, needsMoveInReport: false });
  });

  it('says when the deductions pass what is held, and when BC needs the move-in report', () => {
    const preview = depositPreview('BC', [{ kind: 'security', amount: 500 }], [{ reason: 'Wall', amount: 600, kind: 'damage' }], null);
    expect(preview).toMatchObject({ tooMuch: true, returned: 0, deadline: null, needsMoveInReport: true });
  });

  it("reads Ontario's last month's rent deposit as applied, not held", () => {
    expect(depositPreview('ON', [{ kind: 'last-month-rent', amount: 2000 }, { kind: 'key', amount: 60 }], [], '2027-06-30')).toMatchObject({ held: 60, applied: 2000, deadline: null });
  });

  it("refuses with the contract's messages", () => {
    expect(depositReturnInput([{ reason: ' ', amount: 10, kind: 'other' }], null)).toEqual({ problem: 'Please say what each deduction is for.' });
    expect(depositReturnInput([{ reason: 'Paint', amount: 0, kind: 'other' }], null)).toEqual({ problem: 'Each deduction must be a whole amount in dollars above zero.' });
    expect(depositReturnInput([{ reason: 'Paint', amount: 40, kind: 'cleaning' }], '2027-03-31')).toEqual({
      input: { deductions: [{ reason: 'Paint', amount: 40, kind: 'cleaning' }], movedOutOn: '2027-03-31' },
    });
  });
});
