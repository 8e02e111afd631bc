import { describe, expect, it } from 'vitest';
import { allSteps, appIdsOf, parseContent } from './content';

describe('parseContent', () => {
  it.each([[undefined], [null], ['']])('treats %j as an empty pipeline', (value) => {
    expect(parseContent(value)).toEqual({ ok: true, steps: [] });
  });
  it('parses JSON text and keeps long ids exact', () => {
    const result = parseContent('[{"uuid":"a","app_id":1001,"account_id":1234567890123456789}]');
    expect(result).toEqual({ ok: true, steps: [{ uuid: 'a', app_id: 1001, account_id: '1234567890123456789' }] });
  });
  it.each([
    ['{"a":1}', 'content 必须是步骤数组'],
    ['[1,2]', 'content 的每一项都必须是步骤对象'],
    ['[', 'content 不是合法的 JSON'],
    [42, 'content 必须是步骤数组'],
  ])('refuses %j', (value, reason) => {
    expect(parseContent(value)).toEqual({ ok: false, reason });
  });
});

describe('allSteps and appIdsOf', () => {
  const steps = [
    { uuid: 't', app_id: '1001' },
    {
      uuid: 's',
      app_id: '1004',
      segs: [{ apps: [{ uuid: 'b1', app_id: '1007' }] }, { apps: [{ uuid: 'b2', app_id: '1007' }, { uuid: 'b3' }] }],
    },
  ];
  it('counts steps inside switch branches', () => {
    expect(allSteps(steps).map((s) => s.uuid)).toEqual(['t', 's', 'b1', 'b2', 'b3']);
  });
  it('lists each app once', () => {
    expect(appIdsOf(steps)).toEqual(['1001', '1004', '1007']);
  });
});
