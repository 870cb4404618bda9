import { registerEnumType } from 'type-graphql';

/** GraphQL enum with the contract's hyphenated values (GraphQL names use underscores). */
export function graphqlEnum<const T extends readonly string[]>(values: T, name: string, description: string) {
  const enumObject = Object.fromEntries(values.map((value) => [value.replace(/[^A-Za-z0-9]/g, '_'), value])) as {
    [K in T[number]]: K;
  };
  registerEnumType(enumObject, { name, description });
  return enumObject;
}
