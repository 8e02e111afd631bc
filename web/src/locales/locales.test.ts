import { BUILTIN_APPS, ERRORS, isSuccessCode, PLAN_LIMIT_CODES, UI_MESSAGES } from '@huiliu/core';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import zhCN from './zh-CN.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const zh = flatten(zhCN);
const english = flatten(en);

/** Feature namespaces: locales/<language>/<namespace>.json, one file per feature. */
function namespaceFiles(language: string): Map<string, Map<string, string>> {
  const dir = join(import.meta.dirname, language);
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  return new Map(files.map((f) => [f.replace(/\.json$/, ''), flatten(JSON.parse(readFileSync(join(dir, f), 'utf8')) as Tree)]));
}
const zhNamespaces = namespaceFiles('zh-CN');
const enNamespaces = namespaceFiles('en');
const textsOf = (namespace: string) => (namespace === 'translation' ? zh : zhNamespaces.get(namespace));
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/** Every literal key passed to t('…') in the web sources, as 'namespace:key' (the file's useTranslation namespace). */
function keysUsedInSources(): Set<string> {
  const root = join(import.meta.dirname, '..');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts') && !f.startsWith('gql'),
  );
  const keys = new Set<string>();
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    const namespace = /useTranslation\('(\w+)'\)/.exec(text)?.[1] ?? 'translation';
    for (const m of text.matchAll(/\bt\('([\w.-]+)'/g)) keys.add(`${namespace}:${m[1]!}`);
  }
  return keys;
}

describe('locales', () => {
  it('zh-CN and en have exactly the same keys', () => {
    expect([...english.keys()].sort()).toEqual([...zh.keys()].sort());
  });

  it('have the same namespaces, keys and placeholders in both languages', () => {
    expect([...enNamespaces.keys()].sort()).toEqual([...zhNamespaces.keys()].sort());
    for (const [namespace, texts] of zhNamespaces) {
      const other = enNamespaces.get(namespace)!;
      expect([...other.keys()].sort(), namespace).toEqual([...texts.keys()].sort());
      for (const [key, text] of texts) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(other.get(key) ?? ''), `${namespace}:${key}`).toEqual(placeholders(text));
      }
    }
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, text] of zh) expect(placeholders(english.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('have no empty texts', () => {
    for (const [key, text] of [...zh, ...english]) expect(text.trim(), key).not.toBe('');
  });

  it('hold every key the components ask for', () => {
    const used = keysUsedInSources();
    expect(used.size).toBeGreaterThan(20);
    for (const entry of used) {
      const [namespace, key] = entry.split(':') as [string, string];
      expect(textsOf(namespace)?.has(key), entry).toBe(true);
    }
  });

  it('name every built-in app of core', () => {
    for (const app of BUILTIN_APPS) expect(zh.get(app.i18nKey)).toBe(app.app_name);
  });

  it('show core’s catalogue text in Chinese for every error code the UI may meet (the plan-limit notices included)', () => {
    const shown = Object.values(ERRORS).filter((e) => e.msg !== '' && !isSuccessCode(e.code));
    for (const entry of shown) expect(zh.get(`errors.${entry.code}`), String(entry.code)).toBe(entry.msg);
    for (const code of PLAN_LIMIT_CODES) expect(zh.has(`errors.${code}`)).toBe(true);
    expect([...zh.keys()].filter((k) => k.startsWith('errors.'))).toHaveLength(shown.length);
  });

  it('write English without Chinese characters, except the language names written in their own language', () => {
    const cjk = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]/;
    const texts = [...english, ...[...enNamespaces].flatMap(([namespace, texts]) => [...texts].map(([k, v]) => [`${namespace}:${k}`, v] as const))];
    for (const [key, text] of texts) if (!key.startsWith('language.')) expect(text, key).not.toMatch(cjk);
  });

  it('use the spec §8 messages of core', () => {
    expect(zh.get('messages.fetchFailed')).toBe(UI_MESSAGES.FETCH_FAILED);
    expect(zh.get('common.operationFailed')).toBe(UI_MESSAGES.OPERATION_FAILED);
    expect(zh.get('messages.deleted')).toBe(UI_MESSAGES.DELETED);
    expect(zh.get('messages.renamed')).toBe(UI_MESSAGES.RENAMED);
  });
});
