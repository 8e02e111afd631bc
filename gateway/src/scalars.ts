import { GraphQLScalarType, valueFromASTUntyped } from 'graphql';

/**
 * Any JSON value, passed through unchanged. The upstream client parses replies so that integers of
 * 15 or more digits are strings already (spec §5); serialising keeps them exact.
 */
export const jsonScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});
