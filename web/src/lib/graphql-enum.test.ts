import { describe, expect, it } from 'vitest';
import { ALL_PROPERTY_TYPES, PARKING_OPTIONS } from '@hearth/api/contracts/property-enums';
import { fromGraphqlEnum, toGraphqlEnum } from './graphql-enum';

describe('GraphQL enum names', () => {
  it('round-trips every contract value', () => {
    for (const v of [...ALL_PROPERTY_TYPES, ...PARKING_OPTIONS]) expect(fromGraphqlEnum(toGraphqlEnum(v), [...ALL_PROPERTY_TYPES, ...PARKING_OPTIONS])).toBe(v);
  });
  it('uses underscores for dashes', () => {
    expect(toGraphqlEnum('house-semi-detached')).toBe('house_semi_detached');
    expect(toGraphqlEnum('garage-1')).toBe('garage_1');
  });
});
