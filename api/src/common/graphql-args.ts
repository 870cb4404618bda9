import { Arg, createParameterDecorator, Int, type ClassType } from 'type-graphql';
import { graphqlInput } from './graphql-input.js';

/** The arguments most operations take, declared once: each is `@Arg(name, () => Type, { description })`. */

/** `id: Int!`: the thing the operation reads or acts on. */
export const IdArg = (description: string) => Arg('id', () => Int, { description });

/** `propertyId: Int!`: the listing the operation is about. */
export const PropertyIdArg = (description: string) => Arg('propertyId', () => Int, { description });

/** What an `InputArg` hands the resolver: the input object as plain data for the service's zod contract. */
export type InputData = Record<string, unknown>;

/**
 * `input: Type!`, handed to the resolver as plain data (`graphqlInput`): nulls mean 'not given' except for the
 * fields named in `nullable`, where they clear.
 */
export function InputArg(type: ClassType, description: string, nullable: readonly string[] = []) {
  return createParameterDecorator(({ args }) => graphqlInput(args.input as object, nullable), {
    arg: { name: 'input', typeFunc: () => type, options: { description } },
  });
}
