import type { TypedStep } from '@huiliu/core';
import type { GatewayContext } from './context';
import { orNullWhenNotFound } from './loaders';
import { toRest, type RestInput } from './rest-names';
import { ROUTES, type FieldRoute, type RestField } from './routes';
import { contentOfSteps } from './steps';

type Resolver = (parent: unknown, args: Record<string, unknown>, context: GatewayContext) => unknown;

/** Resolvers for every table entry that is not hand-written: the table is the whole of their code. */
export function routeResolvers(): Record<string, Record<string, Resolver>> {
  const resolvers: Record<string, Record<string, Resolver>> = {};
  for (const [coordinate, route] of Object.entries(ROUTES)) {
    const resolver = resolverOf(coordinate, route);
    if (!resolver) continue;
    const [type, field] = coordinate.split('.') as [string, string];
    (resolvers[type] ??= {})[field] = resolver;
  }
  return resolvers;
}

function resolverOf(coordinate: string, route: FieldRoute): Resolver | undefined {
  if ('handWritten' in route) return undefined;
  const root = /^(Query|Mutation)\./.test(coordinate);
  if ('loader' in route) {
    const { loader, key } = route;
    return (parent, args, { loaders }) => {
      const id = root ? args[key] : (parent as Record<string, unknown>)[key];
      return typeof id === 'string' ? loaders[loader].load(id) : null;
    };
  }
  // a mutation is never repeated automatically, even one the contract spells as a GET (delete, reset)
  return restCall(route, !coordinate.startsWith('Mutation.'));
}

function restCall({ call, reply, renames, nullWhenNotFound, timeoutMs }: RestField, retry: boolean): Resolver {
  return async (_parent, args, { upstream }) => {
    const { path, input } = inPath(call.path, toRest(flatten(args), renames));
    const sent =
      call.method === 'GET'
        ? upstream.get<unknown>(path, input, { retry })
        : call.method === 'PUT'
          ? upstream.put<unknown>(path, input)
          : call.method === 'PATCH'
            ? upstream.patch<unknown>(path, input)
            : upstream.post<unknown>(path, input, undefined, timeoutMs === undefined ? undefined : { timeoutMs });
    const answer = nullWhenNotFound ? await orNullWhenNotFound(sent) : await sent;
    return unwrap(answer as RestInput | null, reply);
  };
}

/** A path's `:name` parameters (spec §7 `get/{id}`) taken from the input by name, the rest left for the query or body. */
export function inPath(template: string, fields: RestInput): { path: string; input: RestInput } {
  const input = { ...fields };
  const path = template.replace(/:(\w+)/g, (_match, name: string) => {
    const value = input[name];
    delete input[name];
    return encodeURIComponent(String(value ?? ''));
  });
  return { path, input };
}

/**
 * `input` and `filter` objects are the call's fields alongside the other arguments (ids, paging). Typed
 * `steps` (create, update, version check, step test) go out as the spec's `content` text, checked by core.
 */
function flatten({ input, filter, ...rest }: Record<string, unknown>): RestInput {
  const { steps, ...fields } = { ...(filter as RestInput | undefined), ...(input as RestInput | undefined), ...rest };
  return steps === undefined || steps === null ? fields : { ...fields, content: contentOfSteps(steps as TypedStep[]) };
}

function unwrap(answer: RestInput | null, reply: RestField['reply']): unknown {
  if (answer === null || reply === undefined) return answer;
  if (reply !== 'page') return answer[reply];
  const { list, ...rest } = answer;
  return { ...rest, items: list };
}
