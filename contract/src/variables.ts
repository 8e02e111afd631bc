import { z } from 'zod';
import { call, page } from './call';
import { count, id, idString, paging, timestamp } from './fields';

const BASE = '/v1/api/process/environmentvariables';

export const VARIABLE_TYPES = ['text', 'number', 'secret'] as const;
export type VariableType = (typeof VARIABLE_TYPES)[number];

/** An environment variable; secret values are shown masked '******' (docs/rest-contract-engine.md). */
export const Variable = z.strictObject({
  variable_id: id,
  variable_name: z.string(),
  variable_key: z.string(),
  variable_value: z.string(),
  variable_type: z.enum(VARIABLE_TYPES),
  variable_class: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Variable = z.output<typeof Variable>;

export const VariableClass = z.strictObject({ variable_class: z.string(), count });

/** One change of a variable, newest first; secrets masked. */
export const VariableLog = z.strictObject({
  action: z.enum(['add', 'update', 'delete']),
  user_id: id.nullable(),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  created_at: timestamp,
});
export type VariableLog = z.output<typeof VariableLog>;

/** docs/rest-contract-engine.md: keys are A-Z a-z 0-9 _ so `{{env.KEY}}` can name them. */
const key = z.string().regex(/^[A-Za-z0-9_]{1,64}$/, '变量标识只能由字母、数字和下划线组成，长度 1–64');
const name = z.string().trim().min(1, '请填写变量名称').max(100);
/** Numbers arrive as JSON numbers or text; both are kept as text until the platform types them. */
const value = z.union([z.string().max(10_000), z.number().finite()]).transform(String);
const variableClass = z.string().trim().max(100);
const byVariableId = z.object({ variable_id: idString });

/** Environment variables — `/v1/api/process/environmentvariables`. */
export const variables = {
  /** `keyword` matches the name or the key. */
  list: call({
    method: 'GET',
    path: `${BASE}/list`,
    query: z.object({ variable_class: variableClass.optional(), keyword: z.string().trim().max(200).optional(), ...paging }),
    reply: page(Variable),
  }),
  classdata: call({ method: 'GET', path: `${BASE}/classdata`, reply: z.strictObject({ list: z.array(VariableClass) }) }),
  /** A key taken in the company → 409 / 4060. */
  add: call({
    method: 'POST',
    path: `${BASE}/add`,
    body: z.object({
      variable_name: name,
      variable_key: key,
      variable_value: value.default(''),
      variable_type: z.enum(VARIABLE_TYPES).default('text'),
      variable_class: variableClass.default(''),
    }),
    reply: Variable,
  }),
  /** A secret turned into another type needs a new `variable_value`. */
  update: call({
    method: 'POST',
    path: `${BASE}/update`,
    body: z.object({
      variable_id: idString,
      variable_name: name.optional(),
      variable_value: value.optional(),
      variable_type: z.enum(VARIABLE_TYPES).optional(),
      variable_class: variableClass.optional(),
    }),
    reply: Variable,
  }),
  delete: call({ method: 'POST', path: `${BASE}/delete`, body: byVariableId, reply: z.strictObject({ variable_id: id }) }),
  /** Also for a deleted variable (its history); no history at all → 404. */
  logs: call({ method: 'GET', path: `${BASE}/logs`, query: byVariableId, reply: z.strictObject({ list: z.array(VariableLog) }) }),
};
