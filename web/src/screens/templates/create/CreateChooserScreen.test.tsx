// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { cjkLeaks } from '../../../test/cjkLeaks';
import { renderScreen } from '../../apps/renderScreen';
import { operationClient } from '../../apps/testClient';
import CreateChooserScreen from './CreateChooserScreen';

describe('/data-pipeline/create-cmb-index', () => {
  it('offers the four ways in, each a link to its screen, axe-clean', async () => {
    const { client } = operationClient({});
    renderScreen(<CreateChooserScreen />, { client, path: '/data-pipeline/create-cmb-index' });
    const ways = screen.getByRole('list', { name: '创建方式' });
    expect(
      within(ways)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['从模板创建', '简易创建', '空白画布', '用 AI 创建']);
    expect(
      within(ways)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/pipeline-template', '/data-pipeline/create-simple-index', '/data-pipeline/create', '/data-pipeline/create-ai']);
    expect(await axeViolations()).toEqual([]);
  });

  it('reads in English without Chinese', async () => {
    const { client } = operationClient({});
    renderScreen(<CreateChooserScreen />, { client, path: '/data-pipeline/create-cmb-index', language: 'en' });
    expect(screen.getByRole('link', { name: 'Open a blank canvas' })).toBeTruthy();
    expect(cjkLeaks([])).toEqual([]);
  });
});
