import { DOCUMENT_TYPES } from '@hearth/api/contracts/document-types';
import { ALL_PROPERTY_TYPES, FURNISHED_OPTIONS, PARKING_OPTIONS } from '@hearth/api/contracts/property-enums';
import type { AccountPropertyFragment, PropertyDetailQuery, PropertyDocumentsQuery } from '../../generated/graphql';
import { fromGraphqlEnum } from '../../lib/graphql-enum';
import type { DetailDocument, DetailProperty, PropertyRow } from './property.model';

/** GraphQL enum names ('garage_1') read back as the spec's values ('garage-1'); the schema's enums are the contracts' lists. */
const specValue = <T extends string>(name: string, values: readonly T[]): T => fromGraphqlEnum(name, values) ?? (name as T);

export const toPropertyRow = (p: AccountPropertyFragment): PropertyRow => ({
  ...p,
  description: p.description ?? '',
  propertyType: specValue(p.propertyType, ALL_PROPERTY_TYPES),
  furnished: specValue(p.furnished, FURNISHED_OPTIONS),
  parking: specValue(p.parking, PARKING_OPTIONS),
});

/** The detail page's listing and documents (docs/product.md#property-detail) as its view reads them. */
export const toPropertyDetail = (
  p: NonNullable<PropertyDetailQuery['property']>,
  documents: PropertyDocumentsQuery['propertyDocuments'],
): { property: DetailProperty; documents: DetailDocument[] } => ({
  property: {
    ...p,
    propertyType: specValue(p.propertyType, ALL_PROPERTY_TYPES),
    furnished: specValue(p.furnished, FURNISHED_OPTIONS),
    parking: specValue(p.parking, PARKING_OPTIONS),
  },
  documents: documents.map((d) => ({ ...d, type: specValue(d.type, DOCUMENT_TYPES) })),
});
