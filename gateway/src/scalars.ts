import { MAX_JSON_DEPTH } from '@huiliu/core';
import { GraphQLError, GraphQLScalarType, valueFromASTUntyped } from 'graphql';
import { DateTimeResolver } from 'graphql-scalars';

/** Nesting depth of a value, stopping as soon as it passes `limit` (no recursion, so no stack overflow). */
function deeperThan(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

/** Input values nested past the platform's limit would only overflow a stack on the way there. */
function checked(value: unknown): unknown {
  if (deeperThan(value, MAX_JSON_DEPTH)) {
    throw new GraphQLError(`JSON 嵌套层级过深（最多 ${MAX_JSON_DEPTH} 层）`, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return value;
}

/**
 * Any JSON value, passed through unchanged. The upstream client parses replies so that integers of
 * 15 or more digits are strings already (spec §5); serialising keeps them exact.
 */
export const jsonScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => checked(value),
  parseLiteral: (ast, variables) => checked(valueFromASTUntyped(ast, variables)),
});

/** What yoga hands a resolver for a multipart file (its fetch ponyfill's File). */
export interface UploadedFile {
  name: string;
  type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && typeof (value as UploadedFile).arrayBuffer === 'function';
}

const NOT_A_FILE = '文件须以 multipart/form-data 上传（GraphQL multipart request）';

/**
 * A file of a GraphQL multipart request. Anything else in its place (a string in the document, a JSON
 * value in the variables) is the caller's mistake, refused before a resolver reads it.
 */
export const fileScalar = new GraphQLScalarType({
  name: 'File',
  serialize: () => {
    throw new GraphQLError('File 只能作为输入', { extensions: { code: 'BAD_USER_INPUT' } });
  },
  parseValue: (value) => {
    if (!isUploadedFile(value)) throw new GraphQLError(NOT_A_FILE, { extensions: { code: 'BAD_USER_INPUT' } });
    return value;
  },
  parseLiteral: () => {
    throw new GraphQLError(NOT_A_FILE, { extensions: { code: 'BAD_USER_INPUT' } });
  },
});

/**
 * An instant (graphql-scalars DateTime, which checks RFC 3339 both ways). The platform sends ISO-8601 in
 * UTC; this sends the same instant as ISO-8601 text with `Z` whatever the parent held (string or Date), so
 * every timestamp in a reply has one form and the web shows it in the company's time zone.
 */
export const dateTimeScalar = new GraphQLScalarType({
  ...DateTimeResolver.toConfig(),
  serialize: (value) => (DateTimeResolver.serialize(value) as Date).toISOString(),
});
