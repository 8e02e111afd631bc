// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { clearSession, readSession } from '../../auth/session';
import { localStore } from '../../browser';
import { SessionProvider } from '../../session/SessionProvider';
import { axeViolations } from '../../test/axe';
import { cjkLeaks } from '../../test/cjkLeaks';
import { renderScreen } from '../apps/renderScreen';
import { operationClient, type Answer } from '../apps/testClient';
import InviteAcceptScreen from './InviteAcceptScreen';

const SLOW = { timeout: 5000 };
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

const aLink = (over: Record<string, unknown> = {}) => ({
  __typename: 'InviteLink',
  status: 'PENDING',
  usable: true,
  companyName: '汇流科技',
  builtinRole: 'EDITOR',
  roleName: '编辑者',
  email: null,
  expiresAt: '2026-11-29T02:00:00Z',
  ...over,
});

function setup(options: { link?: unknown; language?: 'zh-CN' | 'en'; accept?: Answer } = {}) {
  const links: unknown[] = [options.link === undefined ? aLink() : options.link];
  const { client, calls } = operationClient({
    InviteLink: () => ({ data: { inviteLink: links.length > 1 ? links.shift() : links[0] } }),
    AcceptInvite:
      options.accept ??
      (() => ({ data: { acceptInvite: { __typename: 'AuthPayload', userid: '1000000000000000005', companyId: '9000000000000000001' } } })),
  });
  const ui = (
    <SessionProvider>
      <Routes>
        <Route path="invite/:token" element={<InviteAcceptScreen />} />
        <Route path="*" element={null} />
      </Routes>
    </SessionProvider>
  );
  return { ...renderScreen(ui, { client, path: `/invite/${TOKEN}`, language: options.language }), calls, links };
}

const ops = (calls: { operation: string; variables: Record<string, unknown> }[], operation: string) =>
  calls.filter((c) => c.operation === operation).map((c) => c.variables);

afterEach(() => clearSession(localStore));

describe('/invite/:token', { timeout: 30_000 }, () => {
  it('shows the company and the role, registers, and lands the new person signed in on the template gallery, axe-clean', async () => {
    const { user, calls } = setup();
    expect(await screen.findByRole('heading', { name: '加入 汇流科技' }, SLOW)).toBeTruthy();
    expect(screen.getByText('你将以“编辑者”的身份加入。')).toBeTruthy();
    expect(ops(calls, 'InviteLink')).toEqual([{ token: TOKEN }]);
    expect(await axeViolations()).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /姓名/ }), '李四');
    await user.type(screen.getByRole('textbox', { name: /邮箱/ }), 'li.si@example.com');
    await user.type(screen.getByLabelText(/密码/), 'correct-horse-9');
    await user.click(screen.getByRole('button', { name: '注册并加入' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/pipeline-template'));
    expect(ops(calls, 'AcceptInvite')).toEqual([{ input: { token: TOKEN, uname: '李四', email: 'li.si@example.com', password: 'correct-horse-9' } }]);
    expect(readSession(localStore)).toEqual({ userId: '1000000000000000005', companyId: '9000000000000000001' });
  });

  it('fills in and locks the email an invite is bound to', async () => {
    setup({ link: aLink({ email: 'bound@example.com' }) });
    const email = (await screen.findByRole('textbox', { name: /邮箱/ }, SLOW)) as HTMLInputElement;
    expect(email.value).toBe('bound@example.com');
    expect(email.readOnly).toBe(true);
    expect(screen.getByText('这个邀请只能用该邮箱注册')).toBeTruthy();
  });

  it.each([
    [aLink({ status: 'USED', usable: false }), '这个邀请链接已被使用，每个链接只能注册一次。'],
    [aLink({ status: 'EXPIRED', usable: false }), '这个邀请链接已过期，请联系管理员重新邀请。'],
    [aLink({ status: 'REVOKED', usable: false }), '这个邀请链接已被撤销，请联系管理员重新邀请。'],
    [null, '这个邀请链接无效，请检查链接是否完整。'],
  ])('says plainly why a link cannot be used, with the way to sign in (%#)', async (link, message) => {
    setup({ link });
    expect(await screen.findByText(message, {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: '去登录' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: '注册并加入' })).toBeNull();
  });

  it('shows a refusal in the platform’s words and reads the link again when someone used it meanwhile', async () => {
    const accept: Answer = () => ({
      errors: [{ message: '邀请链接已被使用，每个链接只能注册一次', extensions: { code: 'CONFLICT', upstreamCode: 4210 } }],
    });
    const { user, links } = setup({ accept });
    links.push(aLink({ status: 'USED', usable: false }));
    await user.type(await screen.findByRole('textbox', { name: /姓名/ }, SLOW), '李四');
    await user.type(screen.getByRole('textbox', { name: /邮箱/ }), 'li.si@example.com');
    await user.type(screen.getByLabelText(/密码/), 'correct-horse-9');
    await user.click(screen.getByRole('button', { name: '注册并加入' }));
    expect(await screen.findByText('这个邀请链接已被使用，每个链接只能注册一次。', {}, SLOW)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/invite/${TOKEN}`);
  });

  it('reads in English without Chinese but the company’s name', async () => {
    setup({ language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Join 汇流科技' }, SLOW)).toBeTruthy();
    expect(screen.getByText('You will join as “Editor”.')).toBeTruthy();
    expect(within(document.body).getByRole('button', { name: 'Register and join' })).toBeTruthy();
    expect(cjkLeaks(['汇流科技'])).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });
});
