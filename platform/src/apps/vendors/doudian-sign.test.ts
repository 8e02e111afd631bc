import { describe, expect, it } from 'vitest';
import { doudianParamJson, doudianSign, doudianSignedQuery } from './doudian-sign';

// Expected value computed outside this code: printf '<secret>app_key…v2<secret>' | openssl dgst -sha256 -hmac <secret>
const VECTOR = '7597e368ca12f35db086a1dba6f36eae40cdd7f1a3573ce427b405f045a60ac6';

describe('抖店 signature (hmac-sha256)', () => {
  it('sorts param_json keys at every depth, without spaces', () => {
    expect(doudianParamJson({ shop_id: '4463798', grant_type: 'authorization_self', code: '' })).toBe(
      '{"code":"","grant_type":"authorization_self","shop_id":"4463798"}',
    );
    expect(doudianParamJson({ b: [{ z: 1, a: 2 }], a: { d: null, c: '中' } })).toBe('{"a":{"c":"中","d":null},"b":[{"a":2,"z":1}]}');
  });

  it('matches the documented string-to-sign', () => {
    const p = {
      app_key: '7001',
      method: 'token.create',
      param_json: '{"code":"","grant_type":"authorization_self","shop_id":"4463798"}',
      timestamp: '1700000000',
      v: '2',
    };
    expect(doudianSign(p, 'ssec')).toBe(VECTOR);
    expect(doudianSign(p, 'other')).not.toBe(VECTOR);
  });

  it('builds the signed query and the method path', () => {
    const { path, query } = doudianSignedQuery(
      'token.create',
      { code: '', grant_type: 'authorization_self', shop_id: '4463798' },
      { app_key: '7001', app_secret: 'ssec' },
      new Date(1_700_000_000_000),
    );
    expect(path).toBe('/token/create');
    expect(query).toMatchObject({ method: 'token.create', v: '2', timestamp: '1700000000', sign: VECTOR, sign_method: 'hmac-sha256' });
  });
});
