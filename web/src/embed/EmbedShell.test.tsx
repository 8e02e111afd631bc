// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import { operationClient } from '../screens/apps/testClient';
import { testI18n } from '../test/i18n';
import { meOf } from '../test/me';
import type { EmbedBridge } from './bridge';
import { EmbedContext } from './embedContext';
import { embedRoutes } from './embedScreens';
import { EmbedShell } from './EmbedShell';
import type { OutgoingPayloads, OutgoingType } from './messages';
import { createHeightReport, EDITOR_HEIGHT } from './resize';

/** The browser's ResizeObserver, driven by the test: happy-dom has none and lays nothing out. */
class ManualObserver {
  static all: ManualObserver[] = [];
  observed = new Set<Element>();
  constructor(readonly report: () => void) {
    ManualObserver.all.push(this);
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
}

/** What the frame measures in a browser: here, a height the test sets (the content's). */
let contentHeight = 0;

beforeEach(() => {
  ManualObserver.all = [];
  contentHeight = 0;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ height: contentHeight }) as DOMRect);
});
afterEach(() => vi.restoreAllMocks());

function renderShell(path: string) {
  const posted: Array<{ type: OutgoingType; payload: unknown }> = [];
  const bridge: EmbedBridge = {
    post: <T extends OutgoingType>(type: T, payload: OutgoingPayloads[T]) => void posted.push({ type, payload }),
    onHostMessage: () => () => {},
    setOrigins: () => {},
    dispose: () => {},
  };
  const heights = createHeightReport(bridge, ManualObserver);
  const routes = embedRoutes(['pipelines', 'editor', 'logs']);
  // the real shell and the real kept-alive list; the other screens stand in (the editor's canvas needs a browser)
  const router = createMemoryRouter(
    [
      {
        element: <EmbedShell bridge={bridge} heights={heights} routes={routes} hiddenNav />,
        children: routes.map((route) => ({ path: route.path, element: route.screen === 'pipelineList' ? null : <p>{route.path}</p> })),
      },
    ],
    { initialEntries: [path] },
  );
  const { client } = operationClient({
    Me: () => meOf('owner'),
    PipelineList: () => ({ data: { pipelines: { __typename: 'PipelinePage', total: 0, items: [] } } }),
  });
  render(
    <I18nextProvider i18n={testI18n()}>
      <FluentProvider theme={webLightTheme}>
        <UrqlProvider value={client}>
          <EmbedContext value={{ cfgId: 'cfg_1', bridge, appIds: [] }}>
            <RouterProvider router={router} />
          </EmbedContext>
        </UrqlProvider>
      </FluentProvider>
    </I18nextProvider>,
  );
  const heightsPosted = () => posted.filter((m) => m.type === 'resize').map((m) => (m.payload as { height: number }).height);
  /** The browser reporting a new layout. */
  const layout = (height: number) =>
    act(() => {
      contentHeight = height;
      for (const observer of ManualObserver.all) if (observer.observed.size > 0) observer.report();
    });
  return { router, heightsPosted, layout };
}

describe('the embedded frame tells the partner its height', () => {
  it('on the pipeline list: the content’s height, followed as the content grows and shrinks', async () => {
    const { heightsPosted, layout } = renderShell('/data-pipeline');
    await screen.findByRole('heading', { name: '数据流程' });
    await layout(412.3);
    await layout(412.3);
    await layout(980);
    await layout(300);
    expect(heightsPosted().slice(-3)).toEqual([413, 980, 300]);
  });

  it('on the editor: a definite editor height whatever the content, and the content’s again back on the list', async () => {
    const { router, heightsPosted, layout } = renderShell('/data-pipeline');
    await screen.findByRole('heading', { name: '数据流程' });
    await layout(980);
    await act(() => router.navigate('/data-pipeline/create'));
    expect(heightsPosted().at(-1)).toBe(EDITOR_HEIGHT);
    await layout(2000);
    await act(() => router.navigate('/data-pipeline/1234567890123456789'));
    expect(heightsPosted().at(-1)).toBe(EDITOR_HEIGHT);
    await act(() => router.navigate('/data-log'));
    await screen.findByText('/data-log');
    expect(heightsPosted().at(-1)).toBe(2000);
    await act(() => router.navigate('/data-pipeline'));
    await layout(980);
    // each change once: the editor's height told once across its two routes, the list's again after it
    expect(heightsPosted()).toEqual([0, 980, EDITOR_HEIGHT, 2000, 980]);
  });

  it('keeps the kept-alive list’s place in the document when leaving it for the editor and coming back', async () => {
    const { router } = renderShell('/data-pipeline');
    await screen.findByRole('heading', { name: '数据流程' });
    act(() => {
      window.scrollTo(0, 300);
      window.dispatchEvent(new Event('scroll'));
    });
    await act(() => router.navigate('/data-pipeline/create'));
    act(() => window.scrollTo(0, 0));
    await act(() => router.navigate('/data-pipeline'));
    expect(window.scrollY).toBe(300);
  });
});
