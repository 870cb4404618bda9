import { describe, expect, it } from 'vitest';
import type { Actor } from '../../common/actor.js';
import * as policy from './property.policy.js';

const actor = (id: number, role: Actor['role']): Actor => ({ id, role, name: null, email: `${id}@example.ca`, emailVerified: true });
const who = { anonymous: null, tenant: actor(1, 'tenant'), landlord: actor(2, 'landlord'), otherLandlord: actor(3, 'landlord'), admin: actor(4, 'admin') };
const listing = (status: 'pending' | 'approved' | 'rejected' | 'rented', showOnMarketplace = true, ownerSuspended = false) => ({
  ownerId: 2,
  status,
  showOnMarketplace,
  ownerSuspended,
});

describe('property policy matrix', () => {
  it.each([
    ['view public', (a: Actor | null) => policy.canViewListing(a, listing('approved')), [true, true, true, true, true]],
    ['view hidden', (a: Actor | null) => policy.canViewListing(a, listing('approved', false)), [false, false, true, false, true]],
    ['view listing of a suspended landlord', (a: Actor | null) => policy.canViewListing(a, listing('approved', true, true)), [false, false, true, false, true]],
    ['view pending', (a: Actor | null) => policy.canViewListing(a, listing('pending')), [false, false, true, false, true]],
    ['create', policy.canCreateListing, [false, false, true, true, false]],
    ['edit', (a: Actor | null) => policy.canEditListing(a, listing('approved')), [false, false, true, false, false]],
    ['delete', (a: Actor | null) => policy.canDeleteListing(a, listing('approved')), [false, false, true, false, true]],
    ['review', policy.canReviewListing, [false, false, false, false, true]],
    ['all listings of landlord', (a: Actor | null) => policy.canSeeAllListingsOf(a, 2), [false, false, true, false, true]],
  ] as const)('%s: anonymous, tenant, landlord, other landlord, admin', (_name, rule, expected) => {
    expect([who.anonymous, who.tenant, who.landlord, who.otherLandlord, who.admin].map((a) => rule(a))).toEqual(expected);
  });

  it('offers only pending -> approved/rejected', () => {
    expect(policy.isReviewTransition('pending', 'approved')).toBe(true);
    expect(policy.isReviewTransition('pending', 'rejected')).toBe(true);
    for (const [from, to] of [['approved', 'rejected'], ['rejected', 'approved'], ['pending', 'rented'], ['pending', 'pending']] as const) {
      expect(policy.isReviewTransition(from, to)).toBe(false);
    }
  });
});
