import { GraphQLBoolean, getNamedType, type GraphQLFieldResolver, type GraphQLSchema, isObjectType } from 'graphql';

/**
 * The one place where GraphQL's camelCase names meet the platform's snake_case ones (spec §7), both ways:
 * parents are REST replies (codegen mappers), so a field with no resolver of its own reads `foo_bar` for
 * `fooBar`; arguments go out through `toRest`. Field resolvers are written only where a field adds something.
 */

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * `fooBar` reads `fooBar`, else `foo_bar`. A Boolean field reads the REST 0/1 switches (spec §3 flags) as
 * false/true; an absent value is null. Made once per field: the REST name and the Boolean test are not
 * worked out again for every field of every row.
 */
export function restFieldResolver(fieldName: string, isBoolean: boolean): GraphQLFieldResolver<unknown, unknown> {
  const restName = snake(fieldName);
  return (source) => {
    if (source === null || typeof source !== 'object') return null;
    const record = source as Record<string, unknown>;
    const value = fieldName in record ? record[fieldName] : record[restName];
    if (isBoolean && typeof value === 'number') return value === 1;
    return value ?? null;
  };
}

/** Gives every field without a resolver its `restFieldResolver` (graphql's own default reads only `fooBar`). */
export function resolveRestNames(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) field.resolve ??= restFieldResolver(field.name, getNamedType(field.type) === GraphQLBoolean);
  }
  return schema;
}

/** A REST body or query; values are whatever GraphQL gave (lists of ids go out comma-separated in a query). */
export type RestInput = Record<string, unknown>;

/**
 * GraphQL arguments (or one input object) as a REST body or query: top-level keys to snake_case unless
 * `renames` names them, null and undefined dropped (the contract's defaults apply), true/false as the
 * contract's 1/0. Values are left as they are: JSON arguments are users' own payloads, never renamed.
 */
export function toRest(args: object | null | undefined, renames: Record<string, string> = {}): RestInput {
  const out: RestInput = {};
  for (const [key, value] of Object.entries(args ?? {})) {
    if (value === null || value === undefined) continue;
    out[renames[key] ?? snake(key)] = typeof value === 'boolean' ? (value ? 1 : 0) : value;
  }
  return out;
}
