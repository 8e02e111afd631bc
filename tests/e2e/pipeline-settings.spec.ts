import { expect, test } from '@playwright/test';

// issue 10 (spec §7 process/settings/edit): a person sets a pipeline's error handling once, in the
// editor's settings dialog, and finds it there again after a reload; a value out of range is explained.

test('a person sets the retries of a whole pipeline in the editor and finds them again', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: '注册' }).click();
  await page.getByLabel('公司名称').fill('设置测试公司');
  await page.getByLabel('姓名').fill('赵六');
  await page.getByLabel('邮箱').fill(`e2e-settings-${Date.now()}@example.com`);
  await page.getByLabel('密码').fill('s3cret-pass-1');
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page).toHaveURL(/\/pipeline-template$/);
  await page.getByRole('link', { name: '数据流程' }).click();
  await expect(page).toHaveURL(/\/data-pipeline$/);

  await page.getByRole('button', { name: '新建流程' }).click();
  await page.getByLabel('流程名称').fill('带重试的流程');
  await page.getByRole('button', { name: '创建' }).click();
  await expect(page).toHaveURL(/\/data-pipeline\/\d{15,}$/);

  await page.getByRole('button', { name: '流程设置' }).click();
  const dialog = page.getByRole('dialog', { name: '流程设置' });
  const retries = dialog.getByLabel('失败重试次数');
  await expect(retries).toHaveValue('0');
  await retries.fill('11');
  await expect(dialog.getByText('请输入 0–10 之间的整数')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '保存设置' })).toBeDisabled();
  await retries.fill('3');
  await dialog.getByRole('radio', { name: '继续执行后面的步骤' }).check();
  await dialog.getByRole('button', { name: '保存设置' }).click();
  await expect(page.getByText('流程设置已保存').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  // settings are no edit of the steps: nothing to save
  await expect(page.getByText('未保存')).toHaveCount(0);

  await page.reload();
  await page.getByRole('button', { name: '流程设置' }).click();
  await expect(dialog.getByLabel('失败重试次数')).toHaveValue('3');
  await expect(dialog.getByRole('radio', { name: '继续执行后面的步骤' })).toBeChecked();
});
