import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { dataprocessResolvers } from './families/dataprocess/resolvers';
import { dataprocessTypeResolvers } from './families/dataprocess/types';
import { dataResolvers } from './families/data/resolvers';
import { datasourceResolvers } from './families/datasource/resolvers';
import { logsResolvers } from './families/logs/resolvers';
import { logsSubscriptionResolvers } from './families/logs/subscription';
import { logsTypeResolvers } from './families/logs/types';
import { membersResolvers } from './families/members/resolvers';
import { monitorResolvers } from './families/monitor/resolvers';
import { noticesResolvers } from './families/notices/resolvers';
import { processAppResolvers } from './families/process-app/resolvers';
import { variablesResolvers } from './families/variables/resolvers';
import { enumResolvers } from './enums';
import { dateTimeScalar, fileScalar, jsonScalar } from './scalars';
import { userResolvers } from './families/user/resolvers';

/** The contract at the repository root (DESIGN §5); the gateway never keeps its own copy. */
export const SCHEMA_PATH = new URL('../../schema.graphql', import.meta.url);

export function buildSchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: readFileSync(SCHEMA_PATH, 'utf8'),
    resolvers: [
      { JSON: jsonScalar, File: fileScalar, DateTime: dateTimeScalar },
      enumResolvers,
      userResolvers,
      membersResolvers,
      dataprocessResolvers,
      dataprocessTypeResolvers,
      logsResolvers,
      logsTypeResolvers,
      logsSubscriptionResolvers,
      dataResolvers,
      processAppResolvers,
      variablesResolvers,
      monitorResolvers,
      noticesResolvers,
      datasourceResolvers,
    ],
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
