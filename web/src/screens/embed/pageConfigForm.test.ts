import { describe, expect, it } from 'vitest';
import { EMPTY_PAGE_CONFIG, pageConfigProblems, parseDomains, screensOf } from './pageConfigForm';

describe('the allowed origins', () => {
  it('are read one per line or separated by commas, as browsers spell them, without repeats', () => {
    expect(parseDomains('https://Partner.example.com\nhttps://partner.example.com:443, http://localhost:4173')).toEqual({
      domains: ['https://partner.example.com', 'http://localhost:4173'],
      invalid: [],
      tooMany: false,
    });
  });

  it('name what is not an origin', () => {
    expect(parseDomains('https://a.example.com/path http://b.example.com *.c.example.com').invalid).toEqual([
      'https://a.example.com/path',
      'http://b.example.com',
      '*.c.example.com',
    ]);
  });

  it('are at most 20', () => {
    const many = Array.from({ length: 21 }, (_, i) => `https://p${i}.example.com`).join('\n');
    expect(parseDomains(many).tooMany).toBe(true);
  });
});

describe('a page configuration', () => {
  it('needs a name, a role, a screen and a landing path inside the app', () => {
    expect(pageConfigProblems({ ...EMPTY_PAGE_CONFIG, name: '合作方首页' })).toEqual([]);
    expect(pageConfigProblems({ ...EMPTY_PAGE_CONFIG, name: ' ', role: '', screens: [], landing: '//evil.example.com' })).toEqual([
      'name',
      'role',
      'screens',
      'landing',
    ]);
  });

  it('keeps known screens in the product’s order', () => {
    expect(screensOf(['logs', 'company', 'editor'])).toEqual(['editor', 'logs']);
  });
});
