import { describe, expect, it } from 'vitest';
import { embedRoutes, frameKindOf, landingPathOf } from './embedScreens';

describe('the screens of a page configuration', () => {
  it('bring only their own routes', () => {
    const paths = embedRoutes(['editor', 'logs']).map((r) => r.path);
    expect(paths).toContain('/data-pipeline/create');
    expect(paths).toContain('/data-log/:id');
    expect(paths).not.toContain('/data-pipeline');
    expect(paths).not.toContain('/company/members');
    expect(paths).not.toContain('/login');
  });

  it('are every embeddable screen when none is named, never the company or account pages', () => {
    const paths = embedRoutes([]).map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/data-pipeline', '/data-log', '/app-manage', '/pipeline-template', '/tag-management']));
    for (const hidden of ['/company', '/company/tokens', '/plan', '/invite/:token', '/login']) expect(paths).not.toContain(hidden);
  });

  it('ignore names they do not know', () => {
    expect(embedRoutes(['company', 'editor']).map((r) => r.path)).toEqual(embedRoutes(['editor']).map((r) => r.path));
  });
});

describe('the landing path', () => {
  it('is the configured one when the configuration offers it', () => {
    const routes = embedRoutes(['pipelines', 'editor']);
    expect(landingPathOf('/data-pipeline/create', routes)).toBe('/data-pipeline/create');
    expect(landingPathOf('/data-pipeline/123456789012345678', routes)).toBe('/data-pipeline/123456789012345678');
  });

  it('may name a screen instead of a path', () => {
    expect(landingPathOf('/pipelines', embedRoutes([]))).toBe('/data-pipeline');
    expect(landingPathOf('/editor', embedRoutes(['editor']))).toBe('/data-pipeline/create');
    expect(landingPathOf('/logs', embedRoutes(['editor']))).toBe('/data-pipeline/create');
  });

  it('falls back to the first offered nav screen', () => {
    expect(landingPathOf('/company', embedRoutes(['logs']))).toBe('/data-log');
    expect(landingPathOf(null, embedRoutes(['editor']))).toBe('/data-pipeline/create');
  });
});

describe('how a screen sits in the iframe', () => {
  it('fills it on the editor’s routes and flows everywhere else, matched as the router matches', () => {
    const routes = embedRoutes([]);
    for (const path of ['/data-pipeline/create', '/data-pipeline/1234567890123456789', '/pipeline-edit'])
      expect(frameKindOf(routes, path), path).toBe('editor');
    for (const path of ['/data-pipeline', '/data-pipeline/', '/data-pipeline/create-from-template', '/data-log', '/data-log/42', '/nowhere'])
      expect(frameKindOf(routes, path), path).toBe('flow');
  });
});
