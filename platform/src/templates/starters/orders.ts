import { NUMBER_OPERATORS, TEXT_OPERATORS, type StarterTemplate } from '@huiliu/core';
import { action, ask, branch, starter, switchStep, webhookTrigger, when } from './build';

/** Orders: routing, 美团 and 抖店, big orders and shipping notices. */

const cityOrder = {
  order_no: 'SO202611260033',
  city: '上海',
  customer: '赵敏',
  address: '上海市浦东新区世纪大道 100 号',
  amount: 520,
};
const warehouseMessage = (warehouse: string) =>
  `【${warehouse}】新订单 {{1.order_no}}\n收货人：{{1.customer}}\n地址：{{1.address}}\n金额：¥{{1.amount}}`;

/**
 * 美团外卖开放平台 pushes each confirmed order to the developer's 推送订单 URL as form fields (all text) and expects
 * `{"data":"ok"}` back, or it pushes again.
 */
const meituanOrder = {
  order_id: '27061900338318741',
  wm_order_id_view: '27061900338318741',
  app_poi_code: 't_poi_1001',
  wm_poi_name: '汇流小馆（徐汇店）',
  recipient_name: '孙女士',
  recipient_phone: '13812345678',
  recipient_address: '上海市徐汇区漕溪北路 88 号 3 楼',
  total: '86.5',
  caution: '少辣，不要香菜',
  day_seq: '12',
  ctime: '1764123456',
};

export const ORDER_STARTERS: StarterTemplate[] = [
  starter({
    template_id: '903000001',
    title: '按收货城市把新订单分派到各仓库群',
    title_en: 'Route new orders to each warehouse’s group by delivery city',
    description: '新订单按收货城市进入不同分支：上海的订单发到上海仓的钉钉群，北京的发到北京仓，其他城市发到总仓。城市和群都可以改。',
    description_en:
      'New orders take a branch by delivery city: Shanghai orders go to the Shanghai warehouse’s DingTalk group, Beijing orders to Beijing, every other city to the main warehouse. Cities and groups can be changed.',
    category: 'orders',
    keywords: ['订单', '分派', '城市', '仓库', '分支', '钉钉', 'order routing', 'city', 'warehouse', 'switch', 'DingTalk'],
    steps: [
      webhookTrigger(cityOrder),
      switchStep('route', '按收货城市分派', [
        branch(
          'shanghai',
          '上海仓',
          [[when('{{1.city}}', TEXT_OPERATORS.IS, '上海')]],
          [action('notify-shanghai', '2002', 'send_text', '通知上海仓', { content: warehouseMessage('上海仓') })],
        ),
        branch(
          'beijing',
          '北京仓',
          [[when('{{1.city}}', TEXT_OPERATORS.IS, '北京')]],
          [action('notify-beijing', '2002', 'send_text', '通知北京仓', { content: warehouseMessage('北京仓') })],
        ),
        branch('others', '总仓（其他城市）', 'fallback', [
          action('notify-main', '2002', 'send_text', '通知总仓', { content: warehouseMessage('总仓') }),
        ]),
      ]),
    ],
    inputs: [
      ask('notify-shanghai', 'content', ['上海仓的消息', 'Message to the Shanghai warehouse']),
      ask('notify-beijing', 'content', ['北京仓的消息', 'Message to the Beijing warehouse']),
      ask('notify-main', 'content', ['总仓的消息', 'Message to the main warehouse']),
    ],
  }),
  starter({
    template_id: '903000002',
    title: '美团外卖新订单通知企业微信群',
    title_en: 'Tell a WeCom group about each new Meituan Waimai order',
    description:
      '在美团外卖开放平台把「推送订单」地址设为本流程的 Webhook 地址：每个新订单连同流水号、地址和备注发到企业微信群，并按美团要求回复 {"data":"ok"}。',
    description_en:
      'Set this pipeline’s webhook address as the order push URL on the Meituan Waimai open platform: each new order goes to a WeCom group with its daily number, address and notes, and Meituan gets the {"data":"ok"} it requires.',
    category: 'orders',
    keywords: ['美团', '外卖', '新订单', '门店', '企业微信', 'Meituan', 'food delivery', 'order', 'WeCom'],
    steps: [
      webhookTrigger(meituanOrder, { sync: true }),
      action('notify', '2001', 'send_text', '通知门店企业微信群', {
        content:
          '美团外卖新订单 #{{1.day_seq}}\n门店：{{1.wm_poi_name}}\n收货人：{{1.recipient_name}} {{1.recipient_phone}}\n地址：{{1.recipient_address}}\n金额：¥{{1.total}}\n备注：{{1.caution}}',
      }),
      action('reply', '1009', 'return', '回复美团已收到', { status: 200, body_type: 'json', body: { data: 'ok' } }),
    ],
    inputs: [ask('notify', 'content', ['群消息内容', 'Group message'])],
  }),
  starter({
    template_id: '903000003',
    title: '抖店订单查询接口：按单号返回订单状态',
    title_en: 'Douyin shop order API: answer an order’s status by its number',
    description: '客服工具或自有系统带着店铺单号调用 Webhook 地址，流程向抖店查询订单详情，并立即返回订单状态和实付金额（分）。',
    description_en:
      'A help desk tool or your own system calls the webhook address with a shop order id; the pipeline asks the Douyin shop for the order and answers its status and amount paid (in fen) at once.',
    category: 'orders',
    keywords: ['抖店', '抖音', '订单', '查单', '客服', '同步返回', 'Douyin', 'order status', 'customer service', 'API'],
    steps: [
      webhookTrigger({ shop_order_id: '6919001234567890123' }, { sync: true }),
      action('detail', '2009', 'order_detail', '查询抖店订单详情', { shop_order_id: '{{1.shop_order_id}}' }),
      action('reply', '1009', 'return', '返回订单状态', {
        status: 200,
        body_type: 'json',
        body: {
          order_id: '{{2.shop_order_detail.order_id}}',
          status: '{{2.shop_order_detail.order_status_desc}}',
          pay_amount: '{{2.shop_order_detail.pay_amount}}',
        },
      }),
    ],
    inputs: [],
  }),
  starter({
    template_id: '903000004',
    title: '大额订单提醒：金额不低于 5000 元时通知钉钉群',
    title_en: 'Big order alert: tell the DingTalk group about orders of 5,000 yuan or more',
    description: '只有金额达到 5000 元的订单才继续，在钉钉群里 @ 所有人，让销售和财务第一时间跟进。金额门槛可以在过滤条件里改。',
    description_en:
      'Only orders of 5,000 yuan or more go on, and the DingTalk group is told with everyone mentioned so sales and finance follow up at once. Change the threshold in the filter.',
    category: 'orders',
    keywords: ['大额订单', '金额', '过滤', '提醒', '钉钉', 'big order', 'amount', 'filter', 'alert', 'DingTalk'],
    steps: [
      webhookTrigger({ order_no: 'SO202611260051', customer: '上海华信贸易有限公司', amount: 6800, sales: '陈静' }),
      action('check', '1003', 'filter', '订单金额不低于 5000 元时继续', {
        conditions: [[when('{{1.amount}}', NUMBER_OPERATORS.GTE, 5000)]],
      }),
      action('notify', '2002', 'send_text', '在钉钉群提醒所有人', {
        content: '大额订单：{{1.customer}} 下单 ¥{{1.amount}}（订单 {{1.order_no}}，销售 {{1.sales}}），请尽快跟进。',
        is_at_all: true,
      }),
    ],
    inputs: [ask('notify', 'content', ['提醒内容', 'Alert message'])],
  }),
  starter({
    template_id: '903000005',
    title: '订单发货后用微信公众号通知买家',
    title_en: 'Tell the buyer through your WeChat official account when an order ships',
    description: '订单系统推送发货信息后，流程用公众号的发货通知模板给买家发一条模板消息，带上快递公司和运单号。',
    description_en:
      'When your order system pushes a shipment, the pipeline sends the buyer a template message from your official account with the carrier and tracking number.',
    category: 'orders',
    keywords: ['发货', '物流', '快递', '公众号', '模板消息', 'shipping', 'tracking', 'WeChat official account', 'template message'],
    steps: [
      webhookTrigger({
        order_no: 'SO202611260077',
        openid: 'oX3kA5mZq9fT2cLwR8yB1nUe4dHs',
        buyer: '周杰',
        express_company: '顺丰速运',
        tracking_no: 'SF1402345678901',
        shipped_at: '2026-11-26 16:20',
      }),
      action('notify', '2010', 'send_template_message', '发送发货通知', {
        touser: '{{1.openid}}',
        template_id: '',
        url: '',
        data: {
          first: '{{1.buyer}}，您好，您的订单已发货',
          keyword1: '{{1.order_no}}',
          keyword2: '{{1.express_company}}',
          keyword3: '{{1.tracking_no}}',
          remark: '感谢您的购买，如有问题请联系客服。',
        },
      }),
    ],
    inputs: [
      ask(
        'notify',
        'template_id',
        ['模板 ID', 'Template id'],
        [
          '公众号后台「模板消息」里选用的发货通知模板的 ID',
          'The id of the shipping template you chose under Template messages in the official account console',
        ],
      ),
      ask('notify', 'data', ['模板数据', 'Template data'], ['关键词要与所选模板一致', 'Keywords must match the chosen template'], false),
    ],
  }),
];
