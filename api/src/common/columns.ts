import { Entity, Enum, PrimaryKey, Property, type Opt, type PropertyOptions } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType, type ObjectTypeOptions } from 'type-graphql';

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
  double: Float,
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

/** When the row was created; the database fills it in. */
export const CreatedAtColumn = (field?: string): Decorator => Column('datetime', { defaultRaw: 'now()', field });

/** What every table of `Row`s has: a serial id, and when the row was created (the database fills it in). */
export abstract class Row {
  id!: number;
  createdAt: Opt<Date> = new Date();
}

interface GraphQLObject extends ObjectTypeOptions {
  /** The type's name, where it is not the class name. */
  name?: string;
  /** Descriptions of the id and createdAt fields; createdAt stays out of the schema without one. */
  id: string;
  createdAt?: string;
}

/** An entity of `Row`s stored in `tableName`, and with `graphql` also the GraphQL object type of the same class. */
export function Table(tableName: string, graphql?: GraphQLObject) {
  return (target: abstract new () => Row): void => {
    PrimaryKey({ type: 'integer', autoincrement: true })(target.prototype, 'id');
    exposed(Int, { field: graphql?.id })(target.prototype, 'id');
    CreatedAtColumn(graphql?.createdAt)(target.prototype, 'createdAt');
    if (graphql) {
      const { name, id: _id, createdAt: _createdAt, ...options } = graphql;
      (name ? ObjectType(name, options) : ObjectType(options))(target);
    }
    Entity({ tableName })(target);
  };
}
