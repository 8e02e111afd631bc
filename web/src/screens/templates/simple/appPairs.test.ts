import { describe, expect, it } from 'vitest';
import { bestTemplate, pairableApps } from './appPairs';

const app = (appId: string, ...kinds: string[]) => ({ appId, actions: kinds.map((kind) => ({ kind })) });

describe('simplified creation', () => {
  it('offers trigger apps and action apps, leaving out the flow-shaping built-ins', () => {
    const apps = [
      app('1001', 'webhook'),
      app('1002', 'schedule'),
      app('1003', 'action'),
      app('1004', 'action'),
      app('1007', 'action'),
      app('1010', 'event'),
      app('2002', 'action'),
      app('2006', 'action', 'polling'),
    ];
    const { triggers, actions } = pairableApps(apps);
    expect(triggers.map((a) => a.appId)).toEqual(['1001', '1002', '2006']);
    expect(actions.map((a) => a.appId)).toEqual(['1007', '2002', '2006']);
  });

  it('picks a featured template first, then the most used, keeping the first of equals', () => {
    const t = (id: string, featured: boolean, useCount: number) => ({ id, featured, useCount });
    expect(bestTemplate([t('a', false, 90), t('b', true, 3), t('c', true, 7)])?.id).toBe('c');
    expect(bestTemplate([t('a', false, 5), t('b', false, 9), t('c', false, 9)])?.id).toBe('b');
    expect(bestTemplate([])).toBeUndefined();
  });
});
