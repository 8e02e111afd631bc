import { authFields } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../catalogue';
import { APP_HANDLERS } from '../handlers';
import { validateManifest } from '../validate';
import { VENDOR_CONNECTION_TESTS } from '../vendors/connection-tests';
import { corpwechatSelfbuild } from './corpwechat-selfbuild';
import { doudian } from './doudian';
import { meituan } from './meituan';
import { wechatOfficial } from './wechat-official';

describe('vendor app definitions (2007–2010)', () => {
  const apps = [corpwechatSelfbuild, meituan, doudian, wechatOfficial];

  it.each(apps.map((a) => [a.app_id, a] as const))('app %s is valid, in the catalogue, and runnable', (id, app) => {
    expect(validateManifest(app)).toEqual({ ok: true, manifest: app });
    expect(loadCatalogue().get(id)?.name).toBe(app.name);
    for (const action of app.actions) expect(APP_HANDLERS[action.handler!], `${id} ${action.action_id}`).toBeTypeOf('function');
    expect(VENDOR_CONNECTION_TESTS[id]).toBeTypeOf('function');
  });

  it('marks every secret of the forms secret and words every field in English', () => {
    const secrets = apps.flatMap((a) =>
      a.auth.flatMap((m) =>
        authFields(m)
          .filter((f) => f.secret)
          .map((f) => `${a.app_id}.${f.key}`),
      ),
    );
    expect(secrets).toEqual(['2007.corpsecret', '2008.app_secret', '2009.app_secret', '2010.appsecret']);
    for (const app of apps) {
      const keys = [...app.auth.flatMap((m) => authFields(m)), ...app.actions.flatMap((a) => a.fields)].map((f) => f.key);
      expect(
        keys.filter((k) => !app.en.fields?.[k]),
        app.app_id,
      ).toEqual([]);
    }
  });

  it('names the confirmation each custom form goes through (none for 微信公众号)', () => {
    const confirms = apps.map((a) => a.auth[0]!.type === 'custom' && a.auth[0]!.confirm);
    expect(confirms).toEqual(['corpwechat_selfbuild', 'meituan', 'doudian', undefined]);
  });
});
