import { registerEnumType } from 'type-graphql';

/**
 * GraphQL enum with the contract's hyphenated values (GraphQL names use underscores). Every value carries a
 * description, so introspection explains each option to third parties.
 */
export function graphqlEnum<const T extends readonly string[]>(
  values: T,
  name: string,
  description: string,
  valueDescriptions: { [K in T[number]]: string },
) {
  const key = (value: string) => value.replace(/[^A-Za-z0-9]/g, '_');
  const enumObject = Object.fromEntries(values.map((value) => [key(value), value])) as { [K in T[number]]: K };
  const valuesConfig = Object.fromEntries(values.map((value) => [key(value), { description: valueDescriptions[value as T[number]] }]));
  registerEnumType(enumObject, { name, description, valuesConfig: valuesConfig as Partial<Record<T[number], { description: string }>> });
  return enumObject;
}
