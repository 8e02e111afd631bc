import { SUCCESS_CODES } from '@huiliu/core';
import { z } from 'zod';

/**
 * One REST call of the platform (spec §7): where it lives, what it reads and the `data` of the envelope
 * it answers (spec §8). The platform registers its route from this object (validation, serialisation,
 * request types); the gateway takes its upstream types from it, and a route ↔ GraphQL field table can
 * point at it directly (`[dataprocess.list, 'Query.pipelines']`).
 */
export interface Call {
  /** PUT and PATCH only where the spec says so (templates' update, product roles); the gateway never repeats either. */
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  /** Fastify's spelling: `:name` for a path parameter. */
  readonly path: string;
  /** The query string, after '' values were dropped (an untouched filter is sent as ''). */
  readonly query?: z.ZodType;
  /** The JSON body; for a multipart call, the text fields of the form and its `file`. */
  readonly body?: z.ZodType;
  readonly params?: z.ZodType;
  /** The `data` of the success envelope; for an event stream, the `data` of every event. */
  readonly reply: z.ZodType;
  /** Open without a token (spec §6: sign-up, sign-in, webhook deliveries, health). */
  readonly public?: true;
  /**
   * A body that is not JSON, read and checked by the handler itself: a multipart form (uploads) or any
   * bytes at all (webhook senders; their query and path are the handler's too).
   */
  readonly request?: 'multipart' | 'any';
  /** Top-level '' values of the body count as absent, as in every query string (forms that send '' for untouched filters). */
  readonly blankIsAbsent?: true;
  /** `text/event-stream` instead of one envelope: every event's data is a `reply`. */
  readonly events?: true;
  /**
   * The reply is `reply` itself, not in the envelope, and the handler checks query and body (so it can refuse
   * in the protocol's own error shape): the search service speaks Meilisearch's (spec §7 "Search service").
   */
  readonly raw?: true;
}

/** Declares a call; `const` keeps the method and path literal so tables can be checked against them. */
export function call<const C extends Call>(definition: C): C {
  return definition;
}

type Schema<C extends Call, K extends 'query' | 'body' | 'params'> = C[K] extends z.ZodType ? C[K] : never;

/** What a caller sends in the query string. */
export type QueryInput<C extends Call> = z.input<Schema<C, 'query'>>;
/** What a caller sends as the body. */
export type BodyInput<C extends Call> = z.input<Schema<C, 'body'>>;
/** The query string as the platform reads it (defaults filled in, text turned into numbers). */
export type QueryOf<C extends Call> = z.output<Schema<C, 'query'>>;
/** The body as the platform reads it. */
export type BodyOf<C extends Call> = z.output<Schema<C, 'body'>>;
/** The `data` of the call's success envelope. */
export type ReplyOf<C extends Call> = z.output<C['reply']>;

/** The spec §8 envelope of a success: `data` is the call's reply; failures carry their own code and message. */
export function envelope<S extends z.ZodType>(data: S) {
  return z.strictObject({ code: z.literal(SUCCESS_CODES), msg: z.string(), data });
}

/** `{ list, total }`: a page of a list (docs/rest-contract.md "Lists"). */
export function page<S extends z.ZodType>(item: S) {
  return z.strictObject({ list: z.array(item), total: z.number().int().min(0) });
}
