import { Enum, PrimaryKey, Property, type PropertyOptions } from '@mikro-orm/core';
import { Field, Float, Int } from 'type-graphql';

/** What @Field accepts as a type: a scalar, class or registered enum, or a list of one. */
type GraphQLType = object;

/** Our column types, and the GraphQL type each one is exposed as. */
const GRAPHQL_TYPES = {
  text: String,
  integer: Int,
  boolean: Boolean,
  datetime: Date,
  date: String,
  decimal: Float,
  'text[]': [String],
  json: null,
} satisfies Record<string, GraphQLType | null>;

type ColumnType = keyof typeof GRAPHQL_TYPES;

interface ColumnOptions extends Omit<PropertyOptions<object>, 'type' | 'items'> {
  /** Description of the GraphQL field the column is exposed as; without one the column stays out of the schema. */
  field?: string;
  /** The GraphQL type, where the column type does not tell it (an enum, a JSON object). */
  graphqlType?: GraphQLType;
}

type Decorator = (target: object, key: string) => void;

/** The GraphQL field of a column, with the column's nullability, so the two never disagree. */
function exposed(type: GraphQLType | null, { field, graphqlType, nullable }: ColumnOptions): Decorator {
  return (target, key) => {
    if (field === undefined) return;
    const returns = graphqlType ?? type;
    if (!returns) throw new Error(`${target.constructor.name}.${key}: a GraphQL field of this column needs a graphqlType`);
    Field(() => returns, { nullable: nullable ?? false, description: field })(target, key);
  };
}

/** A column of the table and, when described, the GraphQL field of the same name. */
export function Column(type: ColumnType, options: ColumnOptions = {}): Decorator {
  const { field: _field, graphqlType: _graphqlType, ...column } = options;
  return (target, key) => {
    Property({ ...column, type })(target, key);
    exposed(GRAPHQL_TYPES[type], options)(target, key);
  };
}

/** A text column holding one of `values` (checked by the database too). */
export function EnumColumn(values: readonly string[], options: ColumnOptions = {}): Decorator {
  const { field: _field, graphqlType: _graphqlType, ...column } = options;
  return (target, key) => {
    Enum({ ...column, items: () => [...values], type: 'text' })(target, key);
    exposed(null, options)(target, key);
  };
}

/** The serial primary key `id`. */
export function IdColumn(field?: string): Decorator {
  return (target, key) => {
    PrimaryKey({ type: 'integer', autoincrement: true })(target, key);
    exposed(Int, { field })(target, key);
  };
}

/** When the row was created; the database fills it in. */
export const CreatedAtColumn = (field?: string): Decorator => Column('datetime', { defaultRaw: 'now()', field });
