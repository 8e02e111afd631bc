import { AppInfo } from '@huiliu/contract';
import { describe, expect, it } from 'vitest';
import { githubApp, testCatalogue } from '../families/app-catalogue/fixtures';
import { toAppInfo, toFieldInfo } from './app-info';
import { loadCatalogue } from './catalogue';

describe('an app definition as the REST AppInfo', () => {
  it('maps every app of the catalogue to a reply the contract accepts', () => {
    for (const app of [...loadCatalogue().all(), ...testCatalogue().all()]) {
      const parsed = AppInfo.safeParse(toAppInfo(app));
      expect(parsed.success, `${app.app_id}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('puts the English twins beside the Chinese texts, by key and by option value', () => {
    const field = toFieldInfo(
      {
        key: 'state',
        kind: 'select',
        label: '状态',
        help: '选择状态',
        options: [
          { value: 'open', label: '打开' },
          { value: 'closed', label: '关闭' },
        ],
        children: [{ key: 'title', kind: 'text', label: '标题' }],
      },
      { name: 'x', fields: { state: { label: 'State', help: 'Pick one' }, title: { label: 'Title' } }, options: { open: 'Open' } },
    );
    expect(field).toMatchObject({ label_en: 'State', help_en: 'Pick one', required: false, secret: false, dynamic: false, depends_on: [] });
    expect(field.options).toEqual([
      { value: 'open', label: '打开', label_en: 'Open' },
      { value: 'closed', label: '关闭' },
    ]);
    expect(field.children?.[0]).toMatchObject({ key: 'title', label_en: 'Title' });
  });

  it('derives account_on, is_trigger and the dynamic flags from the definition', () => {
    const info = toAppInfo(githubApp);
    expect([info.account_on, info.is_trigger, info.app_state]).toEqual([1, true, 3]);
    expect(info.actions.map((a) => [a.action_id, a.name_en, a.kind])).toEqual([
      ['new_issue', 'New issue', 'polling'],
      ['create_issue', 'Create an issue', 'action'],
    ]);
    expect(info.actions[1]!.fields[0]).toMatchObject({ key: 'repo', dynamic: true });
    expect(info.auth_methods).toEqual([
      { type: 'api_key', fields: [expect.objectContaining({ key: 'token', secret: true, label_en: 'Personal access token' })] },
    ]);
  });
});
