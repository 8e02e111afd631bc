import { describe, expect, it } from 'vitest';
import { parseHostMessage } from './messages';

const navigate = (path: string) => parseHostMessage({ source: 'huiliu-host', type: 'navigate', payload: { path } });

/** Where the browser's history ends up when the router (basename /embed/cfg1) pushes `path`. */
const landsAt = (path: string) => new URL(`/embed/cfg1${path}`, 'https://huiliu.example.com').pathname;

describe('a partner’s navigate', () => {
  it('keeps ordinary paths inside the embedded app, with their query', () => {
    for (const path of ['/data-log', '/data-pipeline/create', '/data-log/42?page=2', '/']) {
      expect(navigate(path)).toEqual({ type: 'navigate', payload: { path } });
      expect(landsAt(path).startsWith('/embed/cfg1/')).toBe(true);
    }
  });

  it('refuses dot segments, plain or percent-encoded, which the URL parser resolves out of /embed/<cfgId>', () => {
    const escapes = ['/../../login', '/%2e%2e/%2E%2e/login', '/.%2e/company', '/data-log/../../../developer/embed', '/./../x', '/data-log/..'];
    // the reason: each of these, pushed under the basename, leaves it
    expect(escapes.filter((path) => !landsAt(path).startsWith('/embed/cfg1/'))).toEqual(escapes.slice(0, 5));
    for (const path of escapes) expect(navigate(path)).toBeNull();
  });

  it('refuses backslashes anywhere, which URLs read as slashes', () => {
    expect(navigate('/data-log\\..\\..\\login')).toBeNull();
    expect(navigate('/\\evil.example.com')).toBeNull();
  });
});
