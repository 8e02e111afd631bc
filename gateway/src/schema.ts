import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { dataprocessResolvers } from './families/dataprocess/resolvers';
import { dataprocessTypeResolvers } from './families/dataprocess/types';
import { membersResolvers } from './families/members/resolvers';
import { userResolvers } from './families/user/resolvers';

/** The contract at the repository root (DESIGN §5); the gateway never keeps its own copy. */
export const SCHEMA_PATH = new URL('../../schema.graphql', import.meta.url);

export function buildSchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: readFileSync(SCHEMA_PATH, 'utf8'),
    resolvers: [userResolvers, membersResolvers, dataprocessResolvers, dataprocessTypeResolvers],
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
