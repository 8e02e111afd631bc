import { expect, test } from '@playwright/test';
import { check } from './a11y-checks';
import { PASSWORD, signUp } from './support';

// issue 13 "Members and roles": the owner invites a member as 编辑者 from /company/members; the member, in a browser of
// their own, opens the link, registers and lands signed in in the company; the owner makes them 查看者, and their next
// attempt to change a pipeline is refused; the link, used once, registers nobody else. Each screen on the way passes
// axe in Chinese (a11y-members.spec.ts checks them in English).

const COMPANY = '成员测试公司';

test('an invited member joins through the link, is made a viewer and is refused an edit; the link works once', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signUp(page, { company: COMPANY, name: '周主管', emailPrefix: 'e2e-members-owner' });

  // the owner invites an editor and copies the link, shown this once
  await page.goto('/company/members');
  await page.getByRole('tab', { name: '邀请' }).click();
  await page.getByRole('button', { name: '邀请成员' }).click();
  const dialog = page.getByRole('dialog', { name: '邀请成员' });
  await dialog.getByRole('combobox', { name: '加入后的角色' }).selectOption({ label: '编辑者' });
  await dialog.getByRole('button', { name: '生成邀请链接' }).click();
  const shown = page.getByRole('dialog', { name: '邀请链接已生成' });
  const link = await shown.getByRole('textbox', { name: '邀请链接' }).inputValue();
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/invite\/[A-Za-z0-9_-]{43}$/);
  await check(page, 'zh-CN', 'invite link');
  await shown.getByRole('button', { name: '完成' }).click();
  await expect(page.getByRole('table', { name: '邀请' }).getByText('待使用')).toBeVisible();

  // the member, in a browser of their own, registers through the link and lands in the company
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await member.goto(link);
  await expect(member.getByRole('heading', { name: `加入 ${COMPANY}` })).toBeVisible();
  await expect(member.getByText('你将以“编辑者”的身份加入。')).toBeVisible();
  await check(member, 'zh-CN', 'invite link page');
  const email = `e2e-members-invited-${Date.now()}@example.com`;
  await member.getByLabel('姓名').fill('吴同事');
  await member.getByLabel('邮箱').fill(email);
  await member.getByLabel('密码').fill(PASSWORD);
  await member.getByRole('button', { name: '注册并加入' }).click();
  await expect(member).toHaveURL(/\/pipeline-template$/);
  const me = await member.request.post('/graphql', { data: { query: '{ me { uname corpName builtinRole } }' } });
  expect((await me.json()).data.me).toEqual({ uname: '吴同事', corpName: COMPANY, builtinRole: 'EDITOR' });

  // the owner makes them a viewer; the select shows what the platform now holds
  await page.getByRole('tab', { name: '成员' }).click();
  const role = page.getByRole('combobox', { name: '吴同事 的角色' });
  await expect(role).toHaveValue('editor');
  await role.selectOption({ label: '查看者' });
  await expect(role).toHaveValue('viewer');
  await check(page, 'zh-CN', 'members');
  await page.getByRole('tab', { name: '角色' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: '查看者' }).getByText('1 名成员')).toBeVisible();
  await check(page, 'zh-CN', 'roles');
  await page.getByRole('button', { name: '新建角色' }).click();
  await check(page, 'zh-CN', 'role dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('table', { name: '邀请' })).toBeHidden();

  // the member's very next attempt to change a pipeline is refused by the platform
  const attempt = await member.request.post('/graphql', {
    data: { query: 'mutation { createPipeline(input: { title: "查看者不能新建" }) { processId } }' },
  });
  expect(await attempt.json()).toMatchObject({ data: null, errors: [{ extensions: { code: 'FORBIDDEN' } }] });
  // and their screen no longer offers what a viewer may not do
  await member.goto('/company/members');
  await expect(member.getByRole('table', { name: '成员' }).getByText('查看者')).toBeVisible();
  await expect(member.getByRole('combobox', { name: /的角色$/ })).toHaveCount(0);

  // the link, used once, registers nobody else
  const stranger = await browser.newContext();
  const again = await stranger.newPage();
  await again.goto(link);
  await expect(again.getByText('这个邀请链接已被使用，每个链接只能注册一次。')).toBeVisible();
  await expect(again.getByRole('button', { name: '注册并加入' })).toHaveCount(0);
  await check(again, 'zh-CN', 'used invite link page');
  await page.getByRole('tab', { name: '邀请' }).click();
  await expect(page.getByRole('table', { name: '邀请' }).getByText('已使用')).toBeVisible();
  await memberContext.close();
  await stranger.close();
});
