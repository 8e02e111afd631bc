import { describe, expect, it } from 'vitest';
import { canonicalTimeZone } from './time-zone';

describe('canonicalTimeZone', () => {
  it.each([
    ['Asia/Shanghai', 'Asia/Shanghai'],
    ['asia/shanghai', 'Asia/Shanghai'],
    [' Europe/Berlin ', 'Europe/Berlin'],
    ['America/Argentina/Buenos_Aires', 'America/Argentina/Buenos_Aires'],
    ['UTC', 'UTC'],
    ['utc', 'UTC'],
    ['Etc/GMT-8', 'Etc/GMT-8'],
    ['Asia/Kolkata', 'Asia/Kolkata'],
  ])('accepts %j as %j', (name, stored) => {
    expect(canonicalTimeZone(name)).toBe(stored);
  });

  it.each(['', 'Foo/Bar', 'Asia/Nowhere', '+08:00', 'GMT+8', 'UTC+8', 'Asia/Shanghai/', '../etc/passwd', 'Asia/Shanghai\u0000', 'a'.repeat(200)])(
    'refuses %j',
    (name) => {
      expect(canonicalTimeZone(name)).toBeNull();
    },
  );
});
