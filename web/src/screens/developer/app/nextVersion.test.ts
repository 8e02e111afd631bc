import { describe, expect, it } from 'vitest';
import { compareVersions, isVersion, nextVersion } from './nextVersion';

describe('versions', () => {
  it('orders numerically, not as text', () => {
    expect(compareVersions('0.10.0', '0.9.0')).toBeGreaterThan(0);
    expect(compareVersions('1.0.0', '1.0.0')).toBe(0);
    expect(['0.10.0', '0.2.0', '0.9.1'].sort(compareVersions)).toEqual(['0.2.0', '0.9.1', '0.10.0']);
  });

  it('suggests the next minor after the highest', () => {
    expect(nextVersion(['0.1.0', '0.10.2', '0.9.0'])).toBe('0.11.0');
    expect(nextVersion([])).toBe('0.1.0');
    expect(nextVersion(['x'])).toBe('0.1.0');
  });

  it('knows a plain semver', () => {
    expect(isVersion('1.2.3')).toBe(true);
    expect(isVersion('1.2')).toBe(false);
    expect(isVersion('v1.2.3')).toBe(false);
  });
});
