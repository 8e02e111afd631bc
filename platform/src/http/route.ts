import { accessOf, envelope, type Call } from '@huiliu/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySerializerCompiler,
  FastifyTypeProvider,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptions,
} from 'fastify';
import { z } from 'zod';
import { ok } from './envelope';
import { dropEmpty } from './validate';

/** Fastify's type provider for zod schemas: a request part is typed as its schema's output. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

interface CallSchema<C extends Call> extends FastifySchema {
  querystring: C['query'];
  body: C['body'];
  params: C['params'];
}

/**
 * A request of the call: query, body and params as the platform reads them (after validation); a call
 * whose body is not JSON leaves all three unknown to its handler, which checks what it reads.
 */
type CallRequest<C extends Call> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression<RawServerDefault>,
  C['request'] extends string ? FastifySchema : C['raw'] extends true ? FastifySchema : CallSchema<C>,
  ZodTypeProvider
>;

/**
 * What a handler answers: the data of the success envelope, or the reply when it answered itself (a
 * synchronous webhook); an event stream writes to the raw reply and answers nothing.
 */
type Answer<C extends Call> = C['events'] extends true ? void : z.input<C['reply']> | FastifyReply;

/** Route options the call does not decide: rate limits, the U+0000 exemption. */
type Extras = Pick<RouteShorthandOptions, 'onRequest' | 'preValidation' | 'config'>;

/**
 * Registers the route of a contract call. Its JSON query, body and params are validated by the call's
 * schemas (validatorCompiler) and typed for the handler (ZodTypeProvider); the handler returns the
 * envelope's data and the envelope is added here, serialised against the call's reply (replySerializer).
 * Calls whose body is not JSON (multipart, any) validate in their handler.
 *
 * @example
 * route(app, dataprocess.getone, async (req) => getPipeline(db, authOf(req), req.query.process_id));
 */
export function route<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: (req: CallRequest<C>, reply: FastifyReply) => Promise<Answer<C>>,
  extras: Extras = {},
): void {
  const schema: FastifySchema = {};
  if (call.request === undefined && !call.raw) {
    if (call.query) schema.querystring = call.query;
    if (call.params) schema.params = call.params;
    if (call.body) schema.body = call.blankIsAbsent ? z.preprocess(dropEmpty, call.body) : call.body;
  }
  if (call.raw) schema.response = { 200: call.reply };
  else if (!call.events) schema.response = { 200: envelope(call.reply) };
  // issue 13: who may call it comes from the contract's access table; a call missing there is refused to all
  const access = accessOf(call);
  app.route({
    method: call.method,
    url: call.path,
    schema,
    ...extras,
    config: { ...extras.config, ...(call.public ? { public: true } : {}), ...(access ? { access } : {}) },
    handler: async (req, reply) => {
      const data = await handler(req as CallRequest<C>, reply);
      // A handler that answered itself returned the reply, a thenable that settles once it is sent; an
      // event stream hijacked it. Either way there is nothing left to send.
      if (reply.sent || reply.raw.headersSent) return reply;
      return call.raw ? data : ok(data);
    },
  });
}

/** Details of a reply that broke its call's schema (strict replies only). */
export class ReplyBreaksContract extends Error {
  readonly issues: Array<{ path: string; message: string }>;
  constructor(method: string, url: string, error: z.ZodError) {
    const issues = error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
    const first = issues[0];
    super(`回复不符合契约：${method} ${url}${first ? ` ${first.path} ${first.message}` : ''}`);
    this.issues = issues;
  }
}

/**
 * Serialises a route's replies as JSON, as Fastify does without a schema. `strict` (tests) first parses the
 * envelope with the call's reply schema, whose objects refuse unknown keys, and fails the request when the
 * platform answers something the contract does not say.
 */
export function replySerializer(strict: boolean): FastifySerializerCompiler<z.ZodType> {
  if (!strict) return () => (data) => JSON.stringify(data);
  return ({ schema, method, url }) =>
    (data) => {
      const result = schema.safeParse(data);
      if (!result.success) throw new ReplyBreaksContract(method, url, result.error);
      return JSON.stringify(data);
    };
}
