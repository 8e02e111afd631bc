import { describe, expect, it } from 'vitest';
import { isEmail } from './email';

describe('isEmail (sign-up field check, issue 10 item 10)', () => {
  it('takes ordinary addresses', () => {
    expect(isEmail('name@example.com')).toBe(true);
    expect(isEmail('li.si+test@mail.example.cn')).toBe(true);
  });

  it('refuses what the platform refuses', () => {
    for (const bad of ['name', 'name@', 'name@example', '@example.com', 'na me@example.com', 'name@example..com', 'name@@example.com']) {
      expect(isEmail(bad), bad).toBe(false);
    }
  });
});
