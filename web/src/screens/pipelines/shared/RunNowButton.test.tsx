// @vitest-environment happy-dom
import { FluentProvider, Toaster, webLightTheme } from '@fluentui/react-components';
import { Client, fetchExchange } from '@urql/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import { describe, expect, it } from 'vitest';
import { APP_TOASTER_ID } from '../../../layout/toaster';
import { testI18n } from '../../../test/i18n';
import { RunNowButton } from './RunNowButton';

/** A GraphQL endpoint over `fetch` answering every request with `reply`, recording what was sent. */
function gatewayAnswering(reply: unknown) {
  const sent: Array<{ query: string; variables: Record<string, unknown> }> = [];
  const client = new Client({
    url: 'http://gateway.test/graphql',
    exchanges: [fetchExchange],
    fetch: async (_url, init) => {
      sent.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify(reply), { headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, sent };
}

function LogPage() {
  return <p>log {useParams().id}</p>;
}

function renderButton(reply: unknown, opts: { language?: 'zh-CN' | 'en'; blockedReason?: string } = {}) {
  const gateway = gatewayAnswering(reply);
  render(
    <I18nextProvider i18n={testI18n(opts.language)}>
      <FluentProvider theme={webLightTheme}>
        <UrqlProvider value={gateway.client}>
          <MemoryRouter initialEntries={['/data-pipeline']}>
            <Routes>
              <Route path="/data-pipeline" element={<RunNowButton processId="382877520569041302" blockedReason={opts.blockedReason} />} />
              <Route path="/data-log/:id" element={<LogPage />} />
            </Routes>
          </MemoryRouter>
        </UrqlProvider>
        <Toaster toasterId={APP_TOASTER_ID} />
      </FluentProvider>
    </I18nextProvider>,
  );
  return gateway;
}

describe('立即运行 / Run now', () => {
  it('starts a run of the pipeline and opens the new run’s log', async () => {
    const gateway = renderButton({ data: { runPipelineNow: { __typename: 'Run', logId: '900000000000000001', status: 'queued' } } });
    await userEvent.click(screen.getByRole('button', { name: '立即运行' }));
    expect(await screen.findByText('log 900000000000000001')).toBeTruthy();
    expect(gateway.sent[0]?.query).toContain('runPipelineNow');
    expect(gateway.sent[0]?.variables).toEqual({ processId: '382877520569041302' });
  });

  it('says why the platform refused (a pipeline with problems) and stays', async () => {
    renderButton({
      data: null,
      errors: [{ message: '流程有 1 个问题，修复后才能运行：过滤条件不完整', extensions: { code: 'BAD_USER_INPUT', upstreamCode: 4024 } }],
    });
    await userEvent.click(screen.getByRole('button', { name: '立即运行' }));
    expect(await screen.findByText('流程有 1 个问题，修复后才能运行：过滤条件不完整')).toBeTruthy();
    expect(screen.queryByText(/^log /)).toBeNull();
  });

  it('in English, is disabled with its reason while the editor has unsaved changes', async () => {
    const gateway = renderButton({ data: null }, { language: 'en', blockedReason: 'Save before running' });
    const button = screen.getByRole('button', { name: 'Run now' });
    expect(button.hasAttribute('disabled')).toBe(true);
    await userEvent.click(button).catch(() => undefined);
    expect(gateway.sent).toEqual([]);
  });
});
