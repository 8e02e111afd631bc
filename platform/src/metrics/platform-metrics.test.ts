import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../apps/catalogue';
import { stepLabelOf } from './platform-metrics';

describe('the app_id label of a step', () => {
  const label = stepLabelOf(loadCatalogue());

  it.each([
    ['a built-in app by its id', '1003', '1003'],
    ['a shipped catalogue app by its id', '2001', '2001'],
    ['an open-platform app as one value, however many tenants make', '1000001', 'open'],
    ['another open-platform app alike', '4200042', 'open'],
    ['an id longer than 7 digits as the catalogue looks it up', '10000012', 'open'],
    ['an id no catalogue knows as one value', 'made-up', 'other'],
  ])('labels %s', (_name, appId, expected) => {
    expect(label(appId)).toBe(expected);
  });
});
