import { describe, expect, it } from 'vitest';
import { BROWSE_LIMIT_MAX } from './browse.js';
import { ALL_PROPERTY_TYPES, PROPERTY_TYPES } from './property-enums.js';
import { propertyCreateSchema, propertyPageSchema } from './property.schema.js';

describe('propertyPageSchema limit', () => {
  it('caps a larger page at the largest one', () => {
    expect(propertyPageSchema.parse({ limit: '5000' }).limit).toBe(BROWSE_LIMIT_MAX);
    expect(propertyPageSchema.parse({ limit: BROWSE_LIMIT_MAX + 1 }).limit).toBe(BROWSE_LIMIT_MAX);
    expect(propertyPageSchema.parse({ limit: '24' }).limit).toBe(24);
    expect(propertyPageSchema.parse({}).limit).toBeUndefined();
  });

  it.each([['0', 'limit must be at least 1'], ['-3', 'limit must be a whole number'], ['2.5', 'limit must be a whole number'], ['ten', 'limit must be a whole number']])(
    'refuses %s',
    (limit, message) => {
      const result = propertyPageSchema.safeParse({ limit });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(message);
    },
  );
});

describe('property types', () => {
  it('are one list: a landlord lists an apartment or a studio as a renter filters by them', () => {
    expect([...PROPERTY_TYPES].sort()).toEqual([...ALL_PROPERTY_TYPES].sort());
    const issues = (propertyType: string) => propertyCreateSchema.safeParse({ propertyType }).error?.issues.filter((issue) => issue.path[0] === 'propertyType') ?? [];
    for (const type of PROPERTY_TYPES) expect(issues(type), type).toEqual([]);
    expect(issues('castle')).not.toEqual([]);
  });
});
