import type { PropertyUpdateInput as ContractUpdate } from '@hearth/api/contracts/property.schema';
import type { Furnished, Parking, PropertyType, PropertyUpdateInput } from '../../generated/graphql';
import { toGraphqlEnum } from '../../lib/graphql-enum';

/** The parsed contract input in the schema's spelling (enum values with '_'). */
export function toGraphQLUpdate(input: ContractUpdate): PropertyUpdateInput {
  const { propertyType, furnished, parking, leaseDocuments, ...rest } = input;
  return {
    ...rest,
    ...(leaseDocuments ? { leaseDocuments: leaseDocuments.map(({ ipfsHash, filename, url }) => ({ ipfsHash, filename, url })) } : {}),
    ...(propertyType ? { propertyType: toGraphqlEnum<PropertyType>(propertyType) } : {}),
    ...(furnished ? { furnished: toGraphqlEnum<Furnished>(furnished) } : {}),
    ...(parking ? { parking: toGraphqlEnum<Parking>(parking) } : {}),
  } as PropertyUpdateInput;
}
