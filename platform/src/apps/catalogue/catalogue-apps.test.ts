import { APP_CLASSES, authFields, type AppField } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../catalogue';
import { APP_HANDLERS } from '../handlers';
import { validateManifest } from '../validate';
import { CATALOGUE_MANIFESTS } from './index';
import { github } from './github';

const keys = (fields: readonly AppField[]): string[] => fields.flatMap((f) => [f.key, ...(f.children ? keys(f.children) : [])]);

describe('the run slice’s catalogue apps', () => {
  const catalogue = loadCatalogue();

  it('holds 2001–2006 with their names, classes and icon keys', () => {
    expect(['2001', '2002', '2003', '2004', '2005', '2006'].map((id) => [catalogue.get(id)?.name, catalogue.get(id)?.icon])).toEqual([
      ['企业微信群机器人', 'corpwechat'],
      ['钉钉群机器人', 'dingtalk'],
      ['飞书群机器人', 'feishu'],
      ['邮件 SMTP', 'email'],
      ['通用 HTTP 请求', 'http'],
      ['GitHub', 'github'],
    ]);
    for (const m of CATALOGUE_MANIFESTS) expect(APP_CLASSES).toContain(m.class_type);
  });

  it('words every field and action in English too (the English UI shows no Chinese)', () => {
    for (const m of CATALOGUE_MANIFESTS) {
      const all = [...m.auth.flatMap((a) => keys(authFields(a))), ...m.actions.flatMap((a) => keys(a.fields))];
      expect(all.filter((k) => !m.en.fields?.[k]).map((k) => `${m.app_id}.${k}`)).toEqual([]);
      for (const a of m.actions) expect(m.en.actions?.[a.action_id]?.name).toBeTruthy();
    }
  });

  it('names only handlers the platform has', () => {
    const named = CATALOGUE_MANIFESTS.flatMap((m) => m.actions.flatMap((a) => (a.handler ? [a.handler] : [])));
    expect(named.filter((h) => !APP_HANDLERS[h])).toEqual([]);
  });

  it('keeps the account fields 2005’s OAuth method is built on (the oauth slice reads them)', () => {
    const oauth = catalogue.get('2005')!.auth.find((a) => a.type === 'oauth2')!;
    expect(keys(authFields(oauth))).toEqual(['authorize_url', 'token_url', 'client_id', 'client_secret', 'scope', 'token_auth']);
  });

  it('accepts {{meta.…}} URL templates and auth_errors; refuses a URL of neither form and a bad auth_errors', () => {
    const withMeta = {
      ...github,
      connection_test: { request: { method: 'GET', url: '{{meta.base.github}}/user' }, success: { path: 'x', equals: [0], auth_errors: [40001] } },
    };
    expect(validateManifest(withMeta).ok).toBe(true);
    const bad = validateManifest({
      ...github,
      connection_test: { request: { method: 'GET', url: 'ftp://x' }, success: { path: 'x', equals: [0], auth_errors: 'no' } },
    });
    expect(bad.ok ? [] : bad.problems).toEqual([
      'connection_test.request.url：请求地址必须以 http(s):// 或 {{auth.…}} / {{input.…}} / {{meta.…}} 开头',
      'connection_test.success.auth_errors：授权失败的取值（auth_errors）必须是列表',
    ]);
  });
});
