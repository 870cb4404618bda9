import { ALL_PROPERTY_TYPES, FURNISHED_OPTIONS, PARKING_OPTIONS } from '@hearth/api/contracts';
import type { AccountPropertyFragment } from '../../generated/graphql';
import { fromGraphqlEnum } from '../../lib/graphql-enum';
import type { PropertyRow } from './property.model';

/** GraphQL enum names ('garage_1') read back as the spec's values ('garage-1'); the schema's enums are the contracts' lists. */
const specValue = <T extends string>(name: string, values: readonly T[]): T => fromGraphqlEnum(name, values) ?? (name as T);

export const toPropertyRow = (p: AccountPropertyFragment): PropertyRow => ({
  ...p,
  description: p.description ?? '',
  propertyType: specValue(p.propertyType, ALL_PROPERTY_TYPES),
  furnished: specValue(p.furnished, FURNISHED_OPTIONS),
  parking: specValue(p.parking, PARKING_OPTIONS),
});
