import { z } from 'zod';
import { AccountInfo, AppFieldOption } from './apps';
import { call } from './call';
import { idString, json, looseBit } from './fields';

/**
 * Running apps outside a pipeline run (issue 11, docs/rest-contract-apps.md "run"): the connection test of an
 * account, a field's dynamic options fetched through the account, and sample data of a trigger or action.
 */

/** spec §7 connect_test: `ok` false with the app's own words when it failed, or when no test is possible. */
export const AccountTestResult = z.strictObject({
  ok: z.boolean(),
  message: z.string().nullable(),
  /** Whether a test ran: bots can only be checked by sending a message, so their status stays as it was. */
  tested: z.boolean(),
  account: AccountInfo,
});
export type AccountTestResult = z.output<typeof AccountTestResult>;

const appId = z.string({ error: '请选择应用' }).min(1, '请选择应用').max(20);
const actionId = z.string({ error: '请选择动作' }).min(1, '请选择动作').max(64);

/** The field values a request may read (`{{input.KEY}}`): an object, or JSON text in a query string. */
const inputObject = z.record(z.string(), json);

const optionBody = z.object({
  app_id: appId,
  action_id: actionId,
  field_key: z.string({ error: '请指定字段' }).min(1, '请指定字段').max(64),
  account_id: idString.optional(),
  input: inputObject.optional(),
  /** spec §7 open-platform model_data names the values `fields`. */
  fields: inputObject.optional(),
});

export const FieldOptions = z.strictObject({ list: z.array(AppFieldOption) });

export const SampleValues = z.strictObject({
  /** The newest items (a polling trigger, through the account) or the action's output sample. */
  list: z.array(json),
  /** Each item as dotted keys (spec §3 flattenData), unless `no_flatten: 1`. */
  flatten_data: z.array(z.record(z.string(), json)).optional(),
});

export const appRun = {
  /** Runs the account's connection test (its app's `connection_test`, or SMTP's login) and keeps the outcome in its status. */
  connectTest: call({
    method: 'GET',
    path: '/v1/api/app/connect_test',
    query: z.object({ account_id: idString, appid: z.string().max(20).optional() }),
    reply: AccountTestResult,
  }),
  /** A field's options; `input` is JSON text of the fields it depends on. */
  option: call({
    method: 'GET',
    path: '/v1/api/app/option',
    query: optionBody.omit({ input: true, fields: true }).extend({
      input: z
        .string()
        .max(64 * 1024)
        .optional(),
    }),
    reply: FieldOptions,
  }),
  /** spec §7 process/app model/data: the same as app/option with the values in a JSON body. */
  modelData: call({ method: 'POST', path: '/v1/api/process/app/model/data', body: optionBody, reply: FieldOptions }),
  /** spec §7 process/app model/value: sample data through the account, flattened unless `no_flatten: 1`. */
  modelValue: call({
    method: 'POST',
    path: '/v1/api/process/app/model/value',
    body: z.object({
      app_id: appId,
      action_id: actionId,
      account_id: idString.optional(),
      input: inputObject.optional(),
      fields: inputObject.optional(),
      no_flatten: looseBit.optional(),
    }),
    reply: SampleValues,
  }),
};
