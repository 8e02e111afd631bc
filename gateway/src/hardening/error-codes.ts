import { GraphQLError, type ExecutionResult } from 'graphql';
import { createGraphQLError, isAsyncIterable, type Plugin } from 'graphql-yoga';

/**
 * Every error a caller reads carries `extensions.code` (DESIGN §5), so clients branch on codes,
 * never on English text. Ours, the upstream's, yoga's and graphql's validation errors have one
 * already; graphql's variable coercion ("Variable "$x" got invalid value …") and a few of yoga's
 * HTTP refusals do not, and get one here just before the reply is written.
 */
export function errorCodesPlugin(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      // streamed events carry resolver errors, coded by upstream.ts or masked by yoga
      if (isAsyncIterable(result)) return;
      setResult(Array.isArray(result) ? result.map(withCodes) : withCodes(result));
    },
  };
}

function withCodes<T extends ExecutionResult>(result: T): T {
  if (!result.errors?.some((error) => !error.extensions?.code)) return result;
  return { ...result, errors: result.errors.map((error) => (error.extensions?.code ? error : coded(error))) };
}

function coded(error: GraphQLError): GraphQLError {
  return createGraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, code: codeFor(error) },
  });
}

function codeFor(error: GraphQLError): string {
  // graphql's getVariableValues: the caller's variables do not fit their declared types
  if (/^Variable "\$[^"]+" /.test(error.message)) return 'BAD_USER_INPUT';
  const status = (error.extensions?.http as { status?: number } | undefined)?.status;
  // an error at a field's path came from executing it, anything else from reading the request
  if (status === undefined) return error.path ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST';
  return status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST';
}
