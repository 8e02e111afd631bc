// @vitest-environment happy-dom
import { ERRORS } from '@huiliu/core';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../screens/apps/renderScreen';
import { operationClient } from '../screens/apps/testClient';
import { axeViolations } from '../test/axe';
import { appErrorBus } from './appErrorBus';
import { NoticeDialog } from './NoticeDialog';

// spec §2 root notice dialog; issue 13 billing: each plan-limit notice links to /plan, where the limits and the upgrade are
describe('the root notice dialog', { timeout: 20_000 }, () => {
  it('shows the limit that was hit and links to /plan, closing as it goes', async () => {
    const { user, getByTestId } = renderScreen(<NoticeDialog />, { client: operationClient({}).client, path: '/data-pipeline' });
    act(() => appErrorBus.emit({ type: 'planLimit', upstreamCode: ERRORS.PLAN_ENABLED_LIMIT.code }));
    const dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(dialog.textContent).toContain(ERRORS.PLAN_ENABLED_LIMIT.msg);
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('link', { name: '查看套餐与用量' }));
    expect(getByTestId('location').textContent).toBe('/plan');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('words the link in English', async () => {
    renderScreen(<NoticeDialog />, { client: operationClient({}).client, language: 'en' });
    act(() => appErrorBus.emit({ type: 'planLimit', upstreamCode: ERRORS.PLAN_RUN_LIMIT.code }));
    expect(await screen.findByRole('link', { name: 'See plans and usage' })).toBeTruthy();
  });
});
