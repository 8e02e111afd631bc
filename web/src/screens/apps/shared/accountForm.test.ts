import { describe, expect, it } from 'vitest';
import { initialAuthValues, missingAuthFields, SECRET_MASK, toAuthData } from './accountForm';
import type { LocalField } from './appText';

const field = (key: string, extra: Partial<LocalField> = {}): LocalField => ({
  key,
  kind: 'text',
  label: key,
  required: false,
  secret: false,
  dynamic: false,
  dependsOn: [],
  ...extra,
});
const fields = [
  field('url', { required: true }),
  field('secret', { secret: true }),
  field('port', { kind: 'number', default: 465 }),
  field('tls', { kind: 'boolean' }),
];

describe('account form', () => {
  it('starts from the defaults, or from the saved data with secrets still masked', () => {
    expect(initialAuthValues(fields)).toEqual({ url: '', secret: '', port: 465, tls: false });
    expect(initialAuthValues(fields, { url: 'https://x', secret: SECRET_MASK, port: 25 })).toEqual({
      url: 'https://x',
      secret: SECRET_MASK,
      port: 25,
      tls: false,
    });
  });

  it('applies the spec §5 required rule (blank text fails)', () => {
    expect(missingAuthFields(fields, { url: '   ' })).toEqual(['url']);
    expect(missingAuthFields(fields, { url: 'https://x' })).toEqual([]);
  });

  it('sends trimmed text, numbers as numbers, a kept mask as is, and nothing empty or foreign', () => {
    expect(toAuthData(fields, { url: ' https://x ', secret: SECRET_MASK, port: '587', tls: true, other: 'x' })).toEqual({
      url: 'https://x',
      secret: SECRET_MASK,
      port: 587,
      tls: true,
    });
    expect(toAuthData(fields, { url: 'u', secret: '' })).toEqual({ url: 'u' });
  });
});
