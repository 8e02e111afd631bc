import { expect } from 'vitest';
import { WECHAT_STANDIN } from '../../../../apps/standins/wechat';
import { firstSent, none, only, sent, type StarterCase } from './case';

/** Run cases of the notification and order starters (901…, 903…). */

export const MESSAGE_CASES: Record<string, StarterCase> = {
  '901000001': {
    runs: [
      {
        status: 'success',
        check: (w) =>
          expect(sent(w, w.dingtalk.received)).toEqual({
            msgtype: 'text',
            text: { content: '【新订单】订单 SO202611260001\n客户：王小明\n金额：¥268\n时间：2026-11-26 10:30:00' },
            at: { atMobiles: [], isAtAll: false },
          }),
      },
    ],
  },
  '901000002': {
    runs: [
      {
        status: 'success',
        check: (w) =>
          expect(sent(w, w.wecom.received)).toMatchObject({
            msgtype: 'text',
            text: { content: '【新订单】订单 SO202611260001\n客户：王小明\n金额：¥268\n时间：2026-11-26 10:30:00' },
          }),
      },
    ],
  },
  '901000003': {
    runs: [
      {
        status: 'success',
        check: (w) =>
          expect(sent(w, w.feishu.received)).toMatchObject({
            msg_type: 'text',
            content: { text: '【新订单】订单 SO202611260001\n客户：王小明\n金额：¥268\n时间：2026-11-26 10:30:00' },
          }),
      },
    ],
  },
  '901000004': {
    values: () => ({ notify: { at_mobiles: ['13800001111'] } }),
    runs: [
      {
        status: 'success',
        check: (w) => {
          expect(sent(w, w.dingtalk.received)).toMatchObject({
            markdown: { title: '新工单：会议室投影仪无法连接' },
            at: { atMobiles: ['13800001111'], isAtAll: false },
          });
          const text = firstSent(w, w.dingtalk.received, 'markdown.text');
          expect(text).toContain('- 提交人：行政部 李娜');
          expect(text).toContain('(https://helpdesk.example.com/tickets/T-20261126-042)');
        },
      },
    ],
  },
  '903000001': {
    runs: [
      {
        status: 'success',
        check: (w, run) => {
          expect(sent(w, w.dingtalk.received, 'text.content')).toBe(
            '【上海仓】新订单 SO202611260033\n收货人：赵敏\n地址：上海市浦东新区世纪大道 100 号\n金额：¥520',
          );
          expect(run.steps.find((s) => s.step_uuid === 'notify-shanghai')?.branch).toBe('shanghai');
        },
      },
      {
        payload: { city: '广州', address: '广州市天河区体育西路 1 号' },
        status: 'success',
        check: (w) => expect(sent(w, w.dingtalk.received, 'text.content')).toMatch(/^【总仓】新订单 SO202611260033\n.*\n地址：广州市天河区/),
      },
    ],
  },
  '903000002': {
    runs: [
      {
        status: 'success',
        check: (w, run) => {
          expect(run.reply).toEqual({ status: 200, body: { data: 'ok' } });
          const text = sent(w, w.wecom.received, 'text.content');
          expect(text).toContain('美团外卖新订单 #12\n门店：汇流小馆（徐汇店）');
          expect(text).toContain('备注：少辣，不要香菜');
        },
      },
    ],
  },
  '903000003': {
    runs: [
      {
        status: 'success',
        // the 19-digit order id stays a string all the way (spec §5)
        check: (_w, run) => expect(run.reply).toEqual({ status: 200, body: { order_id: '6919001234567890123', status: '备货中', pay_amount: 9900 } }),
      },
    ],
  },
  '903000004': {
    runs: [
      {
        status: 'success',
        check: (w) =>
          expect(sent(w, w.dingtalk.received)).toMatchObject({
            text: { content: '大额订单：上海华信贸易有限公司 下单 ¥6800（订单 SO202611260051，销售 陈静），请尽快跟进。' },
            at: { isAtAll: true },
          }),
      },
      { payload: { amount: 99 }, status: 'filtered', check: (w) => none(w, w.dingtalk.received) },
    ],
  },
  '903000005': {
    values: () => ({ notify: { template_id: WECHAT_STANDIN.templates[0] } }),
    // the stand-in's account has one follower
    runs: [
      {
        payload: { openid: WECHAT_STANDIN.followers[0] },
        status: 'success',
        check: (w) =>
          expect(only(w, w.wechat.messages)).toEqual({
            touser: WECHAT_STANDIN.followers[0],
            template_id: WECHAT_STANDIN.templates[0],
            data: {
              first: { value: '周杰，您好，您的订单已发货' },
              keyword1: { value: 'SO202611260077' },
              keyword2: { value: '顺丰速运' },
              keyword3: { value: 'SF1402345678901' },
              remark: { value: '感谢您的购买，如有问题请联系客服。' },
            },
          }),
      },
    ],
  },
};
