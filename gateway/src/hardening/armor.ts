import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { GraphQLError, ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { refuse } from './refusals';

/*
 * DESIGN §5 limits, measured 2026-11-22 against the web's 30 documents (web/src/gql) and the
 * introspection query GraphiQL sends (graphql 16's getIntrospectionQuery with every option):
 *
 *   | document                 | tokens | depth | aliases | directives | armor cost |
 *   | largest screen document  |     59 |     4 |       0 |          0 |         68 |
 *   | GraphiQL introspection   |    184 |    15 |       0 |          0 | (ignored)  |
 */

/**
 * Lexical tokens per document: 5 × GraphiQL's introspection query, 17 × the largest screen.
 * Counted while parsing, so 10 000 repeated fields or a 2 000-deep `ofType` chain stop after
 * 1 000 tokens, at most ~500 levels in; graphql-js's recursive parser overflows the stack
 * between 1 500 and 2 000.
 */
export const MAX_TOKENS = 1_000;
/**
 * Field nesting, introspection included (fragments add no level of their own). GraphiQL's
 * introspection is 15 deep (`__schema types fields args type` + 9 × `ofType` + `name`); screens
 * go 4 deep. One level of slack: chains short enough to pass MAX_TOKENS (up to ~500 deep) stop here.
 */
export const MAX_DEPTH = 16;
/** Aliases multiply upstream calls; no screen uses one (the cost rule counts the calls themselves). */
export const MAX_ALIASES = 30;
/** No screen and no introspection uses a directive; ten leaves room for @include / @skip by hand. */
export const MAX_DIRECTIVES = 10;
/**
 * armor's field cost (objects 2, scalars 1, × 1.5 per level): 15 × the costliest screen
 * (RunDetail, 68). `__schema` is left out here — its resolvers read the in-memory schema, and
 * depth and tokens bound it — as GraphiQL's query alone weighs 15 581.
 */
export const MAX_COMPLEXITY = 1_000;

/**
 * graphql-armor's parse- and validation-time limits with the gateway's own Chinese refusals.
 * Field suggestions are left to schemaPrivacyPlugin, which knows whether the caller is signed in.
 */
export function armorPlugin(): Plugin {
  return EnvelopArmorPlugin({
    blockFieldSuggestion: { enabled: false },
    maxTokens: { n: MAX_TOKENS, ...throwing(() => refuse.tooManyTokens(MAX_TOKENS)) },
    maxDepth: { n: MAX_DEPTH, ignoreIntrospection: false, flattenFragments: true, ...reporting(() => refuse.tooDeep(MAX_DEPTH)) },
    maxAliases: { n: MAX_ALIASES, ...reporting(() => refuse.tooManyAliases(MAX_ALIASES)) },
    maxDirectives: { n: MAX_DIRECTIVES, ...reporting(() => refuse.tooManyDirectives(MAX_DIRECTIVES)) },
    costLimit: {
      maxCost: MAX_COMPLEXITY,
      ignoreIntrospection: true,
      flattenFragments: true,
      ...reporting(() => refuse.tooComplex(MAX_COMPLEXITY)),
    },
  }) as Plugin;
}

type RejectHandler = (context: ValidationContext | null, error: GraphQLError) => void;

/** The token count is checked inside the parser, which has no validation context: throw ours instead. */
function throwing(ours: () => GraphQLError): { propagateOnRejection: false; onReject: RejectHandler[] } {
  return {
    propagateOnRejection: false,
    onReject: [
      () => {
        throw ours();
      },
    ],
  };
}

/** Validation limits report ours beside graphql's own errors instead of armor's English one. */
function reporting(ours: () => GraphQLError): { propagateOnRejection: false; onReject: RejectHandler[] } {
  return { propagateOnRejection: false, onReject: [(context) => context?.reportError(ours())] };
}
