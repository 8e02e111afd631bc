import { describe, expect, it } from 'vitest';
import { BUILTIN_APPS } from '../apps/ids';
import { missingRequired } from '../required';
import { actionDefinition, BUILTIN_APP_DEFINITIONS, builtinFieldsOf, defaultParams } from './builtinActions';
import { CUSTOM_RETURN_APP_ID, SEND_DATA_APP_ID, WEBHOOK_ACTIONS, WEBHOOK_APP_ID } from './webhook';

describe('built-in app definitions', () => {
  it('define actions for every built-in app, triggers as core’s app list says', () => {
    for (const app of BUILTIN_APPS) {
      const def = BUILTIN_APP_DEFINITIONS.find((d) => d.app_id === app.app_id);
      expect(def?.actions.length, app.app_name).toBeGreaterThan(0);
      expect(def?.is_trigger, app.app_name).toBe(app.is_trigger);
    }
  });
  it('name the webhook actions of spec §5 as the UI shows them', () => {
    expect(actionDefinition(WEBHOOK_APP_ID, WEBHOOK_ACTIONS.RECEIVE)?.name).toBe('接收到数据时');
    expect(actionDefinition(WEBHOOK_APP_ID, WEBHOOK_ACTIONS.RECEIVE_WITH_HEADERS)?.name).toBe('接收到带请求头的数据时');
  });
  it('offer the response type “使用后续步骤返回数据”', () => {
    const field = actionDefinition(WEBHOOK_APP_ID, WEBHOOK_ACTIONS.RECEIVE)!.fields.find((f) => f.key === 'response_type');
    expect(field?.options?.map((o) => o.label)).toContain('使用后续步骤返回数据');
  });
  it('give every select a default among its options', () => {
    for (const app of BUILTIN_APP_DEFINITIONS)
      for (const action of app.actions)
        for (const field of action.fields.filter((f) => f.kind === 'select')) {
          expect(
            field.options?.map((o) => o.value),
            `${action.action_id}.${field.key}`,
          ).toContain(field.default);
        }
  });
});

describe('builtinFieldsOf with the required rule', () => {
  it.each([
    [{}, ['url']],
    [{ url: '' }, ['url']],
    [{ url: '{{1.callback}}' }, []],
  ])('send data with %j misses %j', (params, missing) => {
    const fields = builtinFieldsOf({ app_id: SEND_DATA_APP_ID, action_id: 'send' })!;
    expect(missingRequired(fields, { ...defaultParams(SEND_DATA_APP_ID, 'send'), ...params })).toEqual(missing);
  });
  it('knows nothing of apps outside the built-in ones', () => {
    expect(builtinFieldsOf({ app_id: '2000001', action_id: 'x' })).toBeUndefined();
  });
});

describe('defaultParams', () => {
  it('starts a custom return as JSON with status 200', () => {
    expect(defaultParams(CUSTOM_RETURN_APP_ID, 'return')).toEqual({ status: 200, body_type: 'json' });
  });
  it('starts a data filter with one empty row', () => {
    expect(defaultParams('1003', 'filter')).toEqual({ conditions: [[{ field: '', operator: 13, value: '' }]] });
  });
});
