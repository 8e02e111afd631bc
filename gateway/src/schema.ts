import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import type { Resolvers } from './generated/resolvers-types';
import { aiResolvers } from './families/ai/resolvers';
// issue 13 company
import { companyConsoleResolvers } from './families/company-console/resolvers';
import { appCatalogueResolvers } from './families/app-catalogue/resolvers';
import { appAccountsResolvers } from './families/app-accounts/resolvers';
import { appOauthResolvers } from './families/app-oauth/resolvers';
import { dataprocessResolvers } from './families/dataprocess/resolvers';
import { dataResolvers } from './families/data/resolvers';
import { datasourceResolvers } from './families/datasource/resolvers';
import { logsResolvers } from './families/logs/resolvers';
import { runAnalyticsResolvers } from './families/logs/analytics';
import { logsSubscriptionResolvers } from './families/logs/subscription';
import { membersResolvers } from './families/members/resolvers';
import { monitorResolvers } from './families/monitor/resolvers';
import { noticesResolvers } from './families/notices/resolvers';
import { templatesResolvers } from './families/templates/resolvers';
import { userResolvers } from './families/user/resolvers';
// issue 13 billing
import { billingResolvers } from './families/billing/resolvers';
// issue 13 tokens
import { tokensResolvers } from './families/tokens/resolvers';
import { routeResolvers } from './route-resolvers';
import { resolveRestNames } from './rest-names';
import { dateTimeScalar, fileScalar, jsonScalar } from './scalars';
import { enumResolvers } from './enums';
// issue 13 members
import { inviteResolvers } from './families/invite/resolvers';
// issue 14 open-api
import { openPlatformResolvers } from './families/open-platform/resolvers';
// issue 17 jinshuju
import { legacyFlowsResolvers } from './families/legacy-flows/resolvers';
// issue 17 datamodel
import { datamodelResolvers } from './families/datamodel/resolvers';

/** The contract at the repository root (DESIGN §5); the gateway never keeps its own copy. */
export const SCHEMA_PATH = new URL('../../schema.graphql', import.meta.url);

/** Resolvers that add something (sessions, loaders, joins, renames); the plain calls come from routes.ts. */
const handWritten: Resolvers[] = [
  userResolvers,
  membersResolvers,
  dataprocessResolvers,
  logsResolvers,
  logsSubscriptionResolvers,
  // issue 16 analytics
  runAnalyticsResolvers,
  dataResolvers,
  monitorResolvers,
  noticesResolvers,
  datasourceResolvers,
  appCatalogueResolvers,
  appAccountsResolvers,
  appOauthResolvers,
  templatesResolvers,
  aiResolvers,
  // issue 13 company
  companyConsoleResolvers,
  // issue 13 billing
  billingResolvers,
  // issue 13 members
  inviteResolvers,
  // issue 13 tokens
  tokensResolvers,
  // issue 14 open-api
  openPlatformResolvers,
  // issue 17 jinshuju
  legacyFlowsResolvers,
  // issue 17 datamodel
  datamodelResolvers,
];

export function buildSchema(): GraphQLSchema {
  const generated = routeResolvers();
  for (const family of handWritten) {
    for (const [type, fields] of Object.entries(family)) {
      const clash = Object.keys(fields as object).find((field) => generated[type]?.[field]);
      // the table says which fields are hand-written; one resolver must not silently replace the other
      if (clash) throw new Error(`${type}.${clash} is generated from routes.ts and also written by hand`);
    }
  }
  return resolveRestNames(
    makeExecutableSchema({
      typeDefs: readFileSync(SCHEMA_PATH, 'utf8'),
      resolvers: [{ JSON: jsonScalar, File: fileScalar, DateTime: dateTimeScalar }, enumResolvers, generated, ...handWritten],
      resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
    }),
  );
}
