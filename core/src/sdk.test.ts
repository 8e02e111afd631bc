import { describe, expect, it } from 'vitest';
import { canonicalOrigin } from './sdk';

describe('canonicalOrigin', () => {
  it.each([
    ['https://partner.example.com', 'https://partner.example.com'],
    ['HTTPS://Partner.Example.com/', 'https://partner.example.com'],
    ['https://partner.example.com:443', 'https://partner.example.com'],
    ['https://partner.example.com:8443', 'https://partner.example.com:8443'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://partner.example.com', null],
    ['https://partner.example.com/app', null],
    ['https://partner.example.com/?a=1', null],
    ['https://user:pw@partner.example.com', null],
    ['javascript:alert(1)', null],
    ['*.example.com', null],
  ])('%s → %s', (text, expected) => {
    expect(canonicalOrigin(text)).toBe(expected);
  });
});
