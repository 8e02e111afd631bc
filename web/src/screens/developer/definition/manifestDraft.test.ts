import type { AppField, AppManifest } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import {
  isUnder,
  localProblems,
  mapOf,
  moveBy,
  newAction,
  newField,
  optionsOfText,
  parseManifestText,
  parseOptionalJson,
  removeAt,
  replaceAt,
  rowsOf,
  sameJson,
  splitServerProblem,
  textOfOptions,
  withAuthFields,
  withAuthType,
  withDefaultFieldsEn,
  withFirstAuth,
  withoutStaleTexts,
} from './manifestDraft';

const manifest = (): AppManifest => ({
  app_id: '1000001',
  name: '订单助手',
  description: '',
  icon: 'http',
  class_type: 'developer',
  version: '0.1.0',
  state: 1,
  auth: [{ type: 'none' }],
  actions: [],
  en: { name: 'Order helper' },
});

describe('template maps as rows', () => {
  it('round-trips, drops keyless rows and trims keys', () => {
    expect(rowsOf({ a: '1', b: '{{input.x}}' })).toEqual([
      { key: 'a', value: '1' },
      { key: 'b', value: '{{input.x}}' },
    ]);
    expect(
      mapOf([
        { key: ' a ', value: '1' },
        { key: '', value: 'lost' },
      ]),
    ).toEqual({ a: '1' });
    expect(mapOf([{ key: ' ', value: 'x' }])).toBeUndefined();
    expect(rowsOf(undefined)).toEqual([]);
  });
});

describe('new actions and fields', () => {
  it('get ids nobody else has', () => {
    const m = manifest();
    const first = newAction(m);
    expect(first.action_id).toBe('action_1');
    expect(first.request?.method).toBe('POST');
    const second = newAction({ ...m, actions: [{ ...first, action_id: 'action_2' }] });
    expect(second.action_id).not.toBe('action_2');
    expect(newField([{ key: 'field_1', kind: 'text', label: 'x' }]).key).toBe('field_2');
  });

  it('gives a polling trigger a polling rule and a webhook trigger no request', () => {
    const polling = newAction(manifest(), 'polling');
    expect(polling.action_id).toBe('trigger_1');
    expect(polling.polling?.interval_minutes).toBe(15);
    expect(newAction(manifest(), 'webhook').request).toBeUndefined();
  });
});

describe('auth', () => {
  it('keeps the account form when the type changes, and none has no fields', () => {
    const key = withAuthType({ type: 'none' }, 'api_key');
    expect(key.type === 'api_key' && key.fields[0]?.secret).toBe(true);
    const custom = withAuthType(key, 'custom');
    expect(custom.type === 'custom' && custom.fields.map((f) => f.key)).toEqual(['api_key']);
    expect(withAuthType(custom, 'oauth2')).toMatchObject({ type: 'oauth2', pkce: true });
    expect(withAuthType(custom, 'none')).toEqual({ type: 'none' });
    expect(withAuthFields({ type: 'none' }, [{ key: 'x', kind: 'text', label: 'x' }])).toEqual({ type: 'none' });
  });

  it('replaces only the first method', () => {
    const m = { ...manifest(), auth: [{ type: 'none' as const }, withAuthType({ type: 'none' }, 'basic')] };
    const next = withFirstAuth(m, withAuthType({ type: 'none' }, 'custom'));
    expect(next.auth.map((a) => a.type)).toEqual(['custom', 'basic']);
  });
});

describe('lists', () => {
  it('moves within the ends', () => {
    expect(moveBy(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveBy(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveBy(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('writes options one per line', () => {
    const options = optionsOfText('high=高\n\n low \nmid = 中');
    expect(options).toEqual([
      { value: 'high', label: '高' },
      { value: 'low', label: 'low' },
      { value: 'mid', label: '中' },
    ]);
    expect(textOfOptions(options)).toBe('high=高\nlow\nmid=中');
  });
});

describe('JSON', () => {
  it('reads an empty text as absent and refuses bad syntax', () => {
    expect(parseOptionalJson('  ')).toEqual({ ok: true, value: undefined });
    expect(parseOptionalJson('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseOptionalJson('{a:1}').ok).toBe(false);
  });

  it('takes a whole definition, keeping the platform’s app id', () => {
    const parsed = parseManifestText(JSON.stringify({ ...manifest(), app_id: '42' }), '1000001');
    expect(parsed.ok && parsed.value.app_id).toBe('1000001');
    expect(parseManifestText('[1]', '1000001')).toEqual({ ok: false, reason: 'shape' });
    expect(parseManifestText('{"actions":[]}', '1000001')).toEqual({ ok: false, reason: 'shape' });
    expect(parseManifestText('{', '1000001')).toMatchObject({ ok: false, reason: 'syntax' });
  });
});

describe('problems', () => {
  it('finds empty names and duplicate ids and keys, each at its path', () => {
    const m = manifest();
    const action = newAction(m);
    const field = { key: 'to', kind: 'text' as const, label: 'to' };
    const bad: AppManifest = {
      ...m,
      name: ' ',
      auth: [{ type: 'custom', fields: [field, { ...field, key: '' }] }],
      actions: [
        { ...action, fields: [field, field] },
        { ...action, name: '' },
      ],
    };
    expect(localProblems(bad).map((p) => `${p.path} ${p.key}`)).toEqual([
      'name problems.nameEmpty',
      'auth.0.fields.1.key problems.fieldKeyEmpty',
      'actions.0.fields.1.key problems.fieldKeyDuplicate',
      'actions.1.name problems.actionNameEmpty',
      'actions.1.action_id problems.actionIdDuplicate',
    ]);
    expect(localProblems(m)).toEqual([]);
  });

  it('splits the platform’s messages into path and text', () => {
    expect(splitServerProblem('actions.0.request.url：请求地址必须以 http(s):// 开头')).toEqual({
      path: 'actions.0.request.url',
      message: '请求地址必须以 http(s):// 开头',
    });
    expect(splitServerProblem('应用不能使用 handler')).toEqual({ path: '', message: '应用不能使用 handler' });
    expect(splitServerProblem('请注意：这不是路径 x')).toEqual({ path: '', message: '请注意：这不是路径 x' });
    expect(isUnder('actions.0.fields.1.key', 'actions.0')).toBe(true);
    expect(isUnder('actions.10', 'actions.1')).toBe(false);
    expect(isUnder('', '')).toBe(true);
  });
});

describe('withDefaultFieldsEn', () => {
  it('words the proposed account fields in English, so the English account form shows no 用户名 / 密码', () => {
    const basic = withAuthType({ type: 'none' }, 'basic');
    expect(withDefaultFieldsEn(basic, {})).toEqual({ username: { label: 'Username' }, password: { label: 'Password' } });
    expect(withDefaultFieldsEn(withAuthType({ type: 'none' }, 'api_key'), {})).toEqual({ api_key: { label: 'API Key' } });
  });

  it('keeps the developer’s own English texts and adds nothing for fields of their own', () => {
    const basic = withAuthType({ type: 'none' }, 'basic');
    const en = { username: { label: 'Login', help: 'your login' }, shop: { label: 'Shop' } };
    expect(withDefaultFieldsEn(basic, en)).toEqual({ ...en, password: { label: 'Password' } });
    expect(withDefaultFieldsEn({ type: 'custom', fields: [{ key: 'tenant', kind: 'text', label: '租户' }], apply: {} }, {})).toEqual({});
  });
});

describe('withoutStaleTexts', () => {
  const field = (key: string): AppField => ({ key, kind: 'text', label: key });
  /** Two actions sharing the field key `to`; the account form has `token`. */
  const app = (): AppManifest => {
    const m = manifest();
    const send = { ...newAction(m), action_id: 'send', fields: [field('to'), field('subject')] };
    const reply = { ...newAction(m), action_id: 'reply', fields: [field('to')] };
    return {
      ...m,
      auth: [{ type: 'custom', fields: [field('token')], apply: {} }],
      actions: [send, reply],
      en: {
        name: 'Mail',
        actions: { send: { name: 'Send' }, reply: { name: 'Reply' } },
        fields: { to: { label: 'To' }, subject: { label: 'Subject' }, token: { label: 'Token' } },
      },
    };
  };

  it('drops a removed action’s English name and the labels of its fields no other field uses', () => {
    const before = app();
    const after = withoutStaleTexts(before, { ...before, actions: removeAt(before.actions, 0) });
    expect(after.en.actions).toEqual({ reply: { name: 'Reply' } });
    // `to` is still the reply action's field; `subject` was only the removed action's
    expect(after.en.fields).toEqual({ to: { label: 'To' }, token: { label: 'Token' } });
  });

  it('drops a removed field’s label unless another action or the account form uses its key', () => {
    const before = app();
    const withoutField = (i: number, index: number) => ({
      ...before,
      actions: replaceAt(before.actions, i, { ...before.actions[i]!, fields: removeAt(before.actions[i]!.fields, index) }),
    });
    expect(withoutStaleTexts(before, withoutField(0, 1)).en.fields).toEqual({ to: { label: 'To' }, token: { label: 'Token' } });
    expect(withoutStaleTexts(before, withoutField(1, 0)).en.fields).toEqual(before.en.fields);
    const sharedWithAccount = { ...before, auth: [{ type: 'custom' as const, fields: [field('token'), field('subject')], apply: {} }] };
    expect(withoutStaleTexts(sharedWithAccount, { ...sharedWithAccount, actions: withoutField(0, 1).actions }).en.fields).toEqual(before.en.fields);
    const noAccount = withoutStaleTexts(before, { ...before, auth: [{ type: 'none' }] });
    expect(noAccount.en.fields).toEqual({ to: { label: 'To' }, subject: { label: 'Subject' } });
  });

  it('leaves an edit that removes nothing, and texts that were stale before the edit, alone', () => {
    const before = { ...app(), en: { ...app().en, fields: { ...app().en.fields, old: { label: 'Old' } } } };
    const renamed = { ...before, name: '邮件' };
    expect(withoutStaleTexts(before, renamed)).toBe(renamed);
    expect(withoutStaleTexts(before, { ...before, actions: [] }).en).toEqual({
      name: 'Mail',
      fields: { token: { label: 'Token' }, old: { label: 'Old' } },
    });
  });

  it('gives back the definition it was after an action is added and removed again', () => {
    const before = manifest();
    const action = newAction(before);
    const added = { ...before, actions: [action], en: { ...before.en, actions: { [action.action_id]: { name: action.name } } } };
    // toEqual, as JSON.stringify, reads a key holding undefined as absent
    expect(withoutStaleTexts(added, { ...added, actions: [] })).toEqual(before);
  });
});

describe('sameJson', () => {
  it('ignores key order and keys holding undefined, and nothing else', () => {
    expect(sameJson({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1, d: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: '1' })).toBe(false);
    expect(sameJson({ a: '' }, { a: undefined })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson([], {})).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });
});
