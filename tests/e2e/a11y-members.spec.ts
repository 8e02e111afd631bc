import { expect, test, type Page } from '@playwright/test';
import { check } from './a11y-checks';
import { gql, PASSWORD } from './support';

// issue 13 members: /company/members (its three tabs, the role and invite dialogs, the link shown once) and the invite
// link's page (open, and used) in English pass axe-core with no serious or critical violation and show no CJK
// character (a11y-checks.ts, as a11y.spec.ts does for the other screens). The data is Latin, so any CJK character is
// untranslated UI text. In Chinese, members.spec.ts checks the same screens on its way.

/** Signs up in the browser by the form's fields, whatever the language; the new user lands on the gallery. */
async function signUpAnyLanguage(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('tab').nth(1).click();
  await page.locator('input[autocomplete=organization]').fill('Acme People');
  await page.locator('input[autocomplete=name]').fill('Alex Owner');
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/pipeline-template$/);
}

const INVITE = 'mutation ($input: CreateInviteInput!) { createInvite(input: $input) { token } }';

const language = 'en';

test('the members screens pass axe in English and show no Chinese', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  await page.addInitScript((lang) => localStorage.setItem('huiliu_lang', lang), language);
  const email = `e2e-a11y-members-${language}-${Date.now()}@example.com`;
  await signUpAnyLanguage(page, email);

  // a custom role, a member who joined through a link, an open link and a revoked one: every state the screen shows
  const { login } = await gql<{ login: { token: string } }>(request, 'mutation ($input: LoginInput!) { login(input: $input) { token } }', {
    input: { email, password: PASSWORD },
  });
  const token = login.token;
  await gql(
    request,
    'mutation { createRole(input: { name: "Support desk", description: "Reads runs", permissions: [LOGS_VIEW, PIPELINES_VIEW] }) { roleId } }',
    {},
    token,
  );
  const used = await gql<{ createInvite: { token: string } }>(request, INVITE, { input: { role: 'viewer' } }, token);
  await gql(request, 'mutation ($input: AcceptInviteInput!) { acceptInvite(input: $input) { userid } }', {
    input: {
      token: used.createInvite.token,
      uname: 'Jamie Lee',
      email: `e2e-a11y-joined-${language}-${Date.now()}@example.com`,
      password: PASSWORD,
    },
  });
  const open = await gql<{ createInvite: { token: string } }>(request, INVITE, { input: { role: 'editor', email: 'sam.reed@example.com' } }, token);
  const revoked = await gql<{ createInvite: { invite: { inviteId: string } } }>(
    request,
    'mutation { createInvite(input: {}) { invite { inviteId } } }',
    {},
    token,
  );
  await gql(
    request,
    'mutation ($id: ID!) { setInviteStatus(inviteId: $id, active: false) { status } }',
    { id: revoked.createInvite.invite.inviteId },
    token,
  );

  await page.goto('/company/members');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('table').getByText('Jamie Lee')).toBeVisible();
  await check(page, language, 'members');
  await page.getByRole('tab').nth(1).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Support desk' })).toBeVisible();
  await check(page, language, 'roles');
  await page.getByRole('button', { name: 'Edit role Support desk' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check(page, language, 'role dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('tab').nth(2).click();
  await expect(page.getByRole('table').getByText('sam.reed@example.com')).toBeVisible();
  await check(page, language, 'invites');
  await page.getByRole('button', { name: 'Invite a member' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check(page, language, 'invite dialog');
  await page.getByRole('dialog').locator('button[type=submit]').click();
  await expect(page.getByRole('dialog').locator('input[readonly]')).toHaveValue(/\/invite\/[A-Za-z0-9_-]{43}$/);
  await check(page, language, 'invite link');

  // the link's page, signed out, in a browser of its own
  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await guest.addInitScript((lang) => localStorage.setItem('huiliu_lang', lang), language);
  await guest.goto(`/invite/${open.createInvite.token}`);
  await expect(guest.locator('input[type=email]')).toHaveValue('sam.reed@example.com');
  await check(guest, language, 'invite link page');
  await guest.goto(`/invite/${used.createInvite.token}`);
  await expect(guest.getByRole('status')).toBeVisible();
  await check(guest, language, 'used invite link page');
  await visitor.close();
});
