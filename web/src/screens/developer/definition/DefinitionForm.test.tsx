// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { AppAction, AppManifest } from '@huiliu/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../../test/i18n';
import { orderManifest } from '../testFixtures';
import { DefinitionForm } from './DefinitionForm';

// a Fluent form under happy-dom on a shared 2-core machine
vi.setConfig({ testTimeout: 15_000 });
afterAll(() => vi.resetConfig());

function action(id: string, name: string, body: unknown, sample: unknown): AppAction {
  const base = orderManifest('0.2.0').actions[0]!;
  return { ...base, action_id: id, name, fields: [], request: { ...base.request!, body }, output_sample: sample };
}

/** The form as DraftEditor holds it: one manifest in state, every edit a new one; `latest` is what 保存草稿 would send. */
function renderForm(manifest: AppManifest) {
  const latest = { current: manifest };
  function Holder() {
    const [value, setValue] = useState(manifest);
    return (
      <DefinitionForm
        manifest={value}
        onChange={(next) => {
          latest.current = next;
          setValue(next);
        }}
      />
    );
  }
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={testI18n('zh-CN')}>
      <FluentProvider theme={webLightTheme}>
        <Holder />
      </FluentProvider>
    </I18nextProvider>,
  );
  return { user, latest };
}

describe('DefinitionForm: rows keep their own typed text through moves and removals', () => {
  it('removing the first action leaves the second showing (and keeping) its own body and sample', async () => {
    const base = orderManifest('0.2.0');
    const { user, latest } = renderForm({
      ...base,
      actions: [action('first', 'First', { a: 1 }, { from: 'first' }), action('second', 'Second', { b: 2 }, { from: 'second' })],
    });
    await user.click(screen.getByRole('button', { name: '删除 First' }));
    const second = screen.getByRole('region', { name: '动作 Second' });
    const body = within(second).getByRole('textbox', { name: /请求体/ }) as HTMLTextAreaElement;
    expect(JSON.parse(body.value)).toEqual({ b: 2 });
    const sample = within(second).getByRole('textbox', { name: /输出示例/ }) as HTMLTextAreaElement;
    expect(JSON.parse(sample.value)).toEqual({ from: 'second' });
    // the next keystroke edits the second action's body, not the removed one's
    await user.type(body, ' ');
    expect(latest.current.actions).toHaveLength(1);
    expect(latest.current.actions[0]!.request!.body).toEqual({ b: 2 });
  });

  it('moving a select field down takes its options with it', async () => {
    const base = orderManifest('0.2.0');
    const one = action('one', 'One', {}, undefined);
    const { user, latest } = renderForm({
      ...base,
      actions: [
        {
          ...one,
          fields: [
            { key: 'colour', kind: 'select', label: 'Colour', options: [{ value: 'red', label: 'Red' }] },
            { key: 'size', kind: 'select', label: 'Size', options: [{ value: 'xl', label: 'XL' }] },
          ],
        },
      ],
    });
    const colour = screen.getByRole('group', { name: '字段 Colour' });
    await user.click(within(colour).getByRole('button', { name: '下移' }));
    const groups = within(screen.getByRole('region', { name: '动作 One' })).getAllByRole('group', { name: /^字段 / });
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['字段 Size', '字段 Colour']);
    const sizeOptions = within(groups[0]!).getByRole('textbox', { name: /选项/ }) as HTMLTextAreaElement;
    expect(sizeOptions.value).toBe('xl=XL');
    await user.type(sizeOptions, '\ns=S');
    expect(latest.current.actions[0]!.fields.map((f) => [f.key, f.options?.map((o) => o.value)])).toEqual([
      ['size', ['xl', 's']],
      ['colour', ['red']],
    ]);
  });

  it('choosing the kind an action already has keeps its request (URL, headers, body)', async () => {
    const base = orderManifest('0.2.0');
    const { user, latest } = renderForm(base);
    const region = screen.getByRole('region', { name: '动作 Create order' });
    await user.click(within(region).getByRole('combobox', { name: '触发或动作类型' }));
    await user.click(screen.getByRole('option', { name: '动作' }));
    expect(latest.current.actions[0]!.request).toEqual(base.actions[0]!.request);
    expect((within(region).getByRole('textbox', { name: /请求地址/ }) as HTMLInputElement).value).toBe('https://api.example.com/orders');
  });

  it('choosing the auth type the app already has keeps its settings (the header the key goes in)', async () => {
    const base = orderManifest('0.2.0');
    const auth = { ...base.auth[0]!, apply: { in: 'header', name: 'X-Shop-Key', value: '{{auth.api_key}}' } } as AppManifest['auth'][number];
    const { user, latest } = renderForm({ ...base, auth: [auth] });
    const section = screen.getByRole('region', { name: '授权方式' });
    await user.click(within(section).getByRole('combobox', { name: '授权类型' }));
    await user.click(screen.getByRole('option', { name: 'API Key' }));
    expect(latest.current.auth[0]).toEqual(auth);
  });
});

describe('DefinitionForm: removing leaves no English texts behind', () => {
  it('a removed field takes its English label, a removed action its English name and its fields’ labels', async () => {
    const base = orderManifest('0.2.0');
    const field = (key: string) => ({ key, kind: 'text' as const, label: key });
    const { user, latest } = renderForm({
      ...base,
      actions: [
        { ...action('first', 'First', {}, undefined), fields: [field('to'), field('subject')] },
        { ...action('second', 'Second', {}, undefined), fields: [field('note')] },
      ],
      en: {
        name: 'Order desk',
        actions: { first: { name: 'First' }, second: { name: 'Second' } },
        fields: { api_key: { label: 'API Key' }, to: { label: 'To' }, subject: { label: 'Subject' }, note: { label: 'Note' } },
      },
    });
    const second = screen.getByRole('region', { name: '动作 Second' });
    await user.click(within(second).getByRole('button', { name: '删除字段 note' }));
    expect(latest.current.en.fields).toEqual({ api_key: { label: 'API Key' }, to: { label: 'To' }, subject: { label: 'Subject' } });
    await user.click(screen.getByRole('button', { name: '删除 First' }));
    expect(latest.current.en.actions).toEqual({ second: { name: 'Second' } });
    expect(latest.current.en.fields).toEqual({ api_key: { label: 'API Key' } });
  });
});
