import { describe, expect, it } from 'vitest';
import { INITIAL_STATUS_FILTER, pendingFirst, statusFilterFrom } from './review-queue';

describe('the review queue', () => {
  it('opens on the pending listings', () => {
    expect(INITIAL_STATUS_FILTER).toBe('pending');
  });

  it('lists pending listings first, each group in the order the API gave (newest first)', () => {
    const rows = [
      { id: 5, status: 'approved' as const },
      { id: 4, status: 'pending' as const },
      { id: 3, status: 'rejected' as const },
      { id: 2, status: 'pending' as const },
      { id: 1, status: 'rented' as const },
    ];
    expect(pendingFirst(rows)?.map((row) => row.id)).toEqual([4, 2, 5, 3, 1]);
    expect(pendingFirst(undefined)).toBeUndefined();
  });
});

describe('statusFilterFrom', () => {
  it('reads the filter from the address, pending when it names none', () => {
    expect(statusFilterFrom('approved')).toBe('approved');
    expect(statusFilterFrom('all')).toBe('all');
    expect(statusFilterFrom(null)).toBe('pending');
    expect(statusFilterFrom('deleted')).toBe('pending');
  });
});
