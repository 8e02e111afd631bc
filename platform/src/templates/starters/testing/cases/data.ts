import { expect } from 'vitest';
import { only, onlyMail, rowsOf, sent, tableFor, type StarterCase } from './case';

/** Run cases of the data table and sales starters (902…, 907…). */

const formColumns = { 姓名: 'text', 手机号: 'text', 公司: 'text', 邮箱: 'text', 提交时间: 'datetime' } as const;
const formRow = { 姓名: '张伟', 手机号: '13912345678', 公司: '杭州云栖科技有限公司', 邮箱: 'zhangwei@example.com' };

export const DATA_CASES: Record<string, StarterCase> = {
  '902000001': {
    values: async (w) => ({ save: { table_id: await tableFor(w, '活动报名', formColumns) } }),
    runs: [{ status: 'success', check: async (w) => expect(await rowsOf(w, '活动报名')).toMatchObject([formRow]) }],
  },
  '902000002': {
    values: async (w) => ({ save: { table_id: await tableFor(w, '报名通知', formColumns) } }),
    runs: [
      {
        status: 'success',
        check: async (w) => {
          expect(await rowsOf(w, '报名通知')).toMatchObject([formRow]);
          expect(sent(w, w.wecom.received, 'text.content')).toBe('「活动报名表」新报名 #128：张伟（杭州云栖科技有限公司，13912345678）');
        },
      },
    ],
  },
  '902000003': {
    values: async (w) => {
      const id = await tableFor(w, '会员', { 手机号: 'text', 姓名: 'text', 会员等级: 'text', 积分: 'number' });
      await w.insertRow(id, { 手机号: '13800138000', 姓名: '李雷', 会员等级: '金卡', 积分: 3200 });
      return { find: { table_id: id } };
    },
    runs: [
      {
        status: 'success',
        check: (_w, run) => expect(run.reply).toEqual({ status: 200, body: { found: 1, name: '李雷', level: '金卡', points: 3200 } }),
      },
      { payload: { mobile: '13900000000' }, status: 'success', check: (_w, run) => expect(run.reply).toEqual({ status: 200, body: { found: 0 } }) },
    ],
  },
  '902000004': {
    values: async (w) => ({
      save: { table_id: await tableFor(w, '订单明细', { 订单号: 'text', 商品编码: 'text', 商品名称: 'text', 数量: 'number', 单价: 'number' }) },
    }),
    runs: [
      {
        status: 'success',
        check: async (w, run) => {
          expect(await rowsOf(w, '订单明细')).toEqual([
            { 订单号: 'SO202611260018', 商品编码: 'A1001', 商品名称: '无线鼠标', 数量: 2, 单价: 89 },
            { 订单号: 'SO202611260018', 商品编码: 'B2002', 商品名称: '机械键盘', 数量: 1, 单价: 399 },
          ]);
          expect(run.steps.filter((s) => s.step_uuid === 'save').map((s) => s.loop_index)).toEqual([0, 1]);
        },
      },
    ],
  },
  '902000005': {
    values: async (w) => ({ save: { table_id: await tableFor(w, '留言', { 姓名: 'text', 手机号: 'text', 留言: 'text' }) } }),
    runs: [
      {
        status: 'success',
        check: async (w, run) => {
          const [row] = await rowsOf(w, '留言');
          expect(row).toEqual({ 姓名: '陈晨', 手机号: '13700001234', 留言: '想了解企业版的价格和部署方式' });
          expect(run.reply).toMatchObject({ status: 200, body: { code: 0, msg: '提交成功' } });
          expect((run.reply!.body as { ticket: string }).ticket).toMatch(/^\d+$/);
        },
      },
      {
        payload: { mobile: '' },
        status: 'filtered',
        check: async (w, run) => {
          expect(run.reply).toMatchObject({ status: 200, body: { data: { status: 'filtered' } } });
          expect(await rowsOf(w, '留言')).toHaveLength(1);
        },
      },
    ],
  },
  '907000001': {
    runs: [
      {
        status: 'success',
        check: (w) =>
          expect(only(w, w.mautic.contacts)).toEqual({ email: 'wangfang@example.com', firstname: '芳', lastname: '王', tags: '官网线索' }),
      },
    ],
  },
  '907000002': {
    values: async (w) => ({
      save: { table_id: await tableFor(w, '线索', { 姓名: 'text', 公司: 'text', 手机号: 'text', 邮箱: 'text', 来源: 'text' }) },
    }),
    runs: [
      {
        status: 'success',
        check: async (w) => {
          expect(await rowsOf(w, '线索')).toEqual([
            { 姓名: '王芳', 公司: '苏州远景制造有限公司', 手机号: '13612345678', 邮箱: 'wangfang@example.com', 来源: '官网免费试用' },
          ]);
          expect(sent(w, w.dingtalk.received, 'text.content')).toBe('新线索：苏州远景制造有限公司 王芳（13612345678），来源：官网免费试用。');
        },
      },
    ],
  },
  '907000003': {
    runs: [
      {
        status: 'success',
        check: (w) => {
          const mail = onlyMail(w);
          expect(mail.to).toEqual(['linxiao@example.com']);
          expect(mail.text).toContain('林晓，您好：\n\n感谢注册！您的「专业版试用」已经开通');
        },
      },
    ],
  },
};
