import { expect } from 'vitest';
import { API_KEY, GITHUB_REPO } from '../starter-world';
import { firstSent, none, only, onlyMail, repo, sent, tableFor, type StarterCase } from './case';

/** Run cases of the devops, report, monitor and relay starters (904…–906…, 908…): polls, schedules, failures and the company's own systems. */

export const SYSTEM_CASES: Record<string, StarterCase> = {
  '904000001': {
    values: () => ({ trigger: repo }),
    runs: [
      {
        payload: { title: '结账页提交订单后报 500' },
        status: 'success',
        check: (w) => {
          const content = sent(w, w.wecom.received, 'markdown.content');
          expect(content).toMatch(/^\*\*GitHub 新 Issue #\d+\*\*\n> 结账页提交订单后报 500\n> 提交人：octocat/);
          expect(content).toContain(`(https://github.com/${GITHUB_REPO.owner}/${GITHUB_REPO.repo}/issues/`);
        },
      },
    ],
  },
  '904000002': {
    values: () => ({ trigger: repo }),
    runs: [
      {
        status: 'success',
        check: (w) => {
          expect(sent(w, w.feishu.received, 'content.post.zh_cn.title')).toMatch(/^新 Issue #\d+：登录页在 Safari 下样式错乱$/);
          const text = firstSent(w, w.feishu.received, 'content.post.zh_cn.content[0][0].text');
          expect(text).toMatch(/^提交人：octocat\n/);
        },
      },
    ],
  },
  '904000003': {
    values: () => ({ issue: repo }),
    runs: [
      {
        status: 'success',
        check: (w) => {
          const created = w.fresh(w.github.received).find((r) => r.method === 'POST');
          expect(created?.path).toBe(`/repos/${GITHUB_REPO.owner}/${GITHUB_REPO.repo}/issues`);
          expect(created?.body).toMatchObject({ title: '[告警] 订单服务：订单服务 5xx 错误率超过 5%', labels: ['告警'] });
          expect((created?.body as { body: string }).body).toContain('告警：HighErrorRate\n级别：critical');
          const number = w.github.issues(`${GITHUB_REPO.owner}/${GITHUB_REPO.repo}`).at(-1)!.number;
          expect(sent(w, w.dingtalk.received, 'text.content')).toBe(
            `线上告警已登记为 GitHub Issue #${number}：订单服务 5xx 错误率超过 5%\nhttps://github.com/${GITHUB_REPO.owner}/${GITHUB_REPO.repo}/issues/${number}`,
          );
        },
      },
    ],
  },
  '905000001': {
    values: (w) => ({ fetch: { url: `${w.company.url}/report` }, mail: { to: 'boss@example.com' } }),
    runs: [
      {
        status: 'success',
        check: (w) => {
          const mail = onlyMail(w);
          expect(mail.to).toEqual(['boss@example.com']);
          expect(mail.text).toContain('2026-11-25 经营数据\n\n订单数：342\n销售额：¥52860.5\n新客户：27');
        },
      },
    ],
  },
  '905000002': {
    values: async (w) => {
      const id = await tableFor(w, '今日报名', { 姓名: 'text', 公司: 'text', 提交时间: 'datetime' });
      await w.insertRow(id, { 姓名: '周宁', 公司: '往年客户', 提交时间: '2025-06-01 10:00' });
      await w.insertRow(id, { 姓名: '张伟', 公司: '杭州云栖科技有限公司', 提交时间: new Date().toISOString() });
      return { find: { table_id: id }, mail: { to: 'sales@example.com' } };
    },
    runs: [
      {
        status: 'success',
        check: (w) => {
          const mail = onlyMail(w);
          expect(mail.to).toEqual(['sales@example.com']);
          expect(mail.text).toContain('今天数据表新增 1 条。\n最新一条：张伟（杭州云栖科技有限公司）');
        },
      },
    ],
  },
  '905000003': {
    runs: [
      {
        status: 'success',
        check: (w) =>
          expect(sent(w, w.dingtalk.received)).toMatchObject({ msgtype: 'markdown', markdown: { title: '周报提醒' }, at: { isAtAll: true } }),
      },
    ],
  },
  '905000004': {
    // department 2 of the stand-in's directory
    values: () => ({ notify: { toparty: '2' } }),
    runs: [
      {
        status: 'success',
        check: (w) =>
          expect(only(w, w.corpwechat.messages)).toMatchObject({
            toparty: '2',
            msgtype: 'text',
            text: { content: '周五啦，请在下班前提交本周周报，谢谢！' },
          }),
      },
    ],
  },
  '906000001': {
    runs: [
      {
        status: 'success',
        check: (w, run) => {
          const failed = run.trigger_data as { log_id: string };
          expect(sent(w, w.dingtalk.received, 'text.content')).toBe(
            `流程「订单同步到 ERP」运行失败\n失败步骤：push\n错误：对方返回 HTTP 500\n运行记录：${failed.log_id}`,
          );
        },
      },
    ],
  },
  '906000002': {
    values: () => ({ mail: { to: 'oncall@example.com' } }),
    runs: [
      {
        status: 'success',
        check: (w) => {
          const mail = onlyMail(w);
          expect(mail.to).toEqual(['oncall@example.com']);
          expect(mail.text).toContain('流程「订单同步到 ERP」运行失败。\n\n失败步骤：push\n错误信息：对方返回 HTTP 500');
        },
      },
    ],
  },
  '906000003': {
    values: (w) => ({ check: { url: `${w.company.url}/health` } }),
    runs: [
      { status: 'filtered', check: (w) => none(w, w.feishu.received) },
      {
        before: (w) => void (w.siteDown = true),
        // the request failed and the run went on to tell the group: partly failed, on purpose
        status: 'partial',
        check: (w) =>
          expect(sent(w, w.feishu.received, 'content.text')).toBe(`网站巡检告警：${w.company.url}/health 访问异常（HTTP 状态 503），请尽快处理。`),
      },
    ],
  },
  '908000001': {
    values: (w) => ({ forward: { url: `${w.company.url}/orders` } }),
    runs: [
      {
        // the receiver is busy once: the step's own retry setting sends it again with the same idempotency key
        status: 'success',
        check: (w, run) => {
          const calls = w.fresh(w.company.received).filter((r) => r.path === '/orders');
          expect(calls.map((c) => c.body)).toEqual(
            Array(2).fill({ event: 'order.paid', order_no: 'SO202611260090', amount: 199, paid_at: '2026-11-26 12:00:00' }),
          );
          expect(new Set(calls.map((c) => c.headers['idempotency-key'])).size).toBe(1);
          expect(run.steps.find((s) => s.step_uuid === 'forward')?.attempts).toBe(2);
        },
      },
    ],
  },
  '908000002': {
    values: (w) => ({ query: { url: `${w.company.url}/tracking` } }),
    runs: [
      {
        status: 'success',
        check: (w, run) => {
          expect(run.reply).toEqual({
            status: 200,
            body: { tracking_no: 'SF1402345678901', status: '运输中', location: '上海转运中心', updated_at: '2026-11-26 08:00' },
          });
          const calls = w.fresh(w.company.received);
          expect(calls.map((c) => [c.path, c.query, c.headers['x-api-key']])).toEqual([['/tracking', { tracking_no: 'SF1402345678901' }, API_KEY]]);
        },
      },
    ],
  },
};
