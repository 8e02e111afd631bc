import { describe, expect, it } from 'vitest';
import { meituanSig, meituanSignedQuery } from './meituan-sign';

// Expected values computed outside this code: printf '<url>?<sorted params><secret>' | md5sum
describe('美团 v1 signature', () => {
  it.each<{ name: string; url: string; params: Record<string, string>; sig: string }>([
    {
      name: 'system parameters only',
      url: 'https://waimaiopen.meituan.com/api/v1/poi/getids',
      params: { timestamp: '1700000000', app_id: '6666' },
      sig: 'b0b8092c4b8e26f0f07660b48f0a72c7',
    },
    {
      name: 'application parameters sorted in among them, sig itself left out',
      url: 'https://waimaiopen.meituan.com/api/v1/order/getOrderDetail',
      params: { order_id: '27061900338318741', timestamp: '1700000000', is_mt_logistics: '1', app_id: '6666', sig: 'old' },
      sig: '7e058370c388ef8761a21f6aace8bcd3',
    },
  ])('$name', ({ url, params, sig }) => {
    expect(meituanSig(url, params, 'abc123secret')).toBe(sig);
  });

  it('adds app_id, the timestamp in seconds and sig to a call', () => {
    const q = meituanSignedQuery(
      'https://waimaiopen.meituan.com/api/v1/poi/getids',
      {},
      { app_id: '6666', app_secret: 'abc123secret' },
      new Date(1_700_000_000_999),
    );
    expect(q).toEqual({ app_id: '6666', timestamp: '1700000000', sig: 'b0b8092c4b8e26f0f07660b48f0a72c7' });
  });

  it('changes with the secret', () => {
    expect(meituanSig('https://x/api', { a: '1' }, 's1')).not.toBe(meituanSig('https://x/api', { a: '1' }, 's2'));
  });
});
