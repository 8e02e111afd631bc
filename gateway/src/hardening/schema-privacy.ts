import { createGraphQLError, isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { ASTVisitor, GraphQLError, ValidationContext } from 'graphql';
import type { ViewerLookup } from '../viewer';
import { refuse } from './refusals';

/** `__schema` or `__type` anywhere in the text; `__typename` is not introspection of the schema. */
const MENTIONS_INTROSPECTION = /__schema|__type\b/;
/** graphql-js's didYouMean(): ` Did you mean "a", "b", or "c"?`, ` Did you mean the enum value "X"?` … */
const SUGGESTIONS = / ?Did you mean [^?]*\?/g;
const hasSuggestion = (error: GraphQLError) => error.message.includes('Did you mean');

/**
 * In production the schema is for signed-in users only (DESIGN §5): an anonymous caller can
 * neither introspect it nor map it out through graphql's "Did you mean …" suggestions. "Signed
 * in" means the platform accepts the token, asked once per request and only when the answer
 * matters: the document mentions introspection, or an error carries a suggestion.
 */
export function schemaPrivacyPlugin(viewerOf: ViewerLookup): Plugin {
  const signedIn = new WeakMap<Request, boolean>();
  const isSignedIn = (request: Request) => viewerOf(request).then(Boolean, () => false);
  return {
    // validation is synchronous, so the platform is asked before it starts
    async onParams({ params, request }) {
      if (typeof params.query === 'string' && MENTIONS_INTROSPECTION.test(params.query)) {
        signedIn.set(request, await isSignedIn(request));
      }
    },
    onValidate({ context, addValidationRule }) {
      const request = (context as { request?: Request }).request;
      if (!request || !signedIn.get(request)) addValidationRule(introspectionForSignedInOnlyRule);
    },
    async onExecutionResult({ result, setResult, request }) {
      if (!result || isAsyncIterable(result) || !result.errors?.some(hasSuggestion)) return;
      if (await isSignedIn(request)) return;
      setResult({ ...result, errors: result.errors.map(withoutSuggestion) });
    },
  };
}

/**
 * Named, because yoga caches validation results by the names of the rules that ran: signed-in
 * and anonymous callers must not share one cached verdict on the same document.
 */
function introspectionForSignedInOnlyRule(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        context.reportError(refuse.introspectionForSignedInOnly());
      }
    },
  };
}

/** A new error: the original may sit in yoga's validation cache, shared with signed-in callers. */
function withoutSuggestion(error: GraphQLError): GraphQLError {
  const message = error.message.replace(SUGGESTIONS, '');
  if (message === error.message) return error;
  return createGraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}
