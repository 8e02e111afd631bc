import { EXISTENCE_OPERATORS, TEXT_OPERATORS, type StarterTemplate } from '@huiliu/core';
import { action, ask, starter, webhookTrigger, when } from './build';

/** Data tables: forms and orders kept as rows, looked up again by a synchronous webhook. */

/** A form tool's webhook push (金数据-like): the form, then one entry. */
const formEntry = {
  form: 'Xy7aBc',
  form_name: '活动报名表',
  entry: {
    serial_number: 128,
    name: '张伟',
    mobile: '13912345678',
    company: '杭州云栖科技有限公司',
    email: 'zhangwei@example.com',
    created_at: '2026-11-26 09:15:00',
  },
};
const formRow = {
  姓名: '{{1.entry.name}}',
  手机号: '{{1.entry.mobile}}',
  公司: '{{1.entry.company}}',
  邮箱: '{{1.entry.email}}',
  提交时间: '{{1.entry.created_at}}',
};
const formTable = (step: string) =>
  ask(
    step,
    'table_id',
    ['数据表', 'Data table'],
    [
      '先在「数据表」里建一张表，列名与行数据一致：姓名、手机号、公司、邮箱、提交时间',
      'Create a data table first whose columns match the row: name, mobile, company, email, submitted at (in Chinese as written)',
    ],
  );
const rowQuestion = (step: string) =>
  ask(
    step,
    'row',
    ['行数据（列名 → 字段）', 'Row (column → field)'],
    ['左边是数据表的列名，右边是要写入的字段', 'Column names on the left, the mapped fields on the right'],
    false,
  );

export const DATA_STARTERS: StarterTemplate[] = [
  starter({
    template_id: '902000001',
    title: '表单提交后写入数据表',
    title_en: 'Save every form submission to a data table',
    description: '表单工具（如金数据、问卷）把每次提交推送到 Webhook 地址，流程把它写成数据表的一行，方便查找和导出。',
    description_en:
      'Your form tool pushes each submission to the webhook address and the pipeline writes it as one row of a data table, ready to search and export.',
    category: 'data',
    keywords: ['表单', '报名', '问卷', '数据表', '金数据', 'form', 'survey', 'data table', 'spreadsheet'],
    steps: [webhookTrigger(formEntry), action('save', '1007', 'to_table', '写入数据表', { table_id: '', row: formRow })],
    inputs: [formTable('save'), rowQuestion('save')],
  }),
  starter({
    template_id: '902000002',
    title: '报名表写入数据表并通知企业微信群',
    title_en: 'Save sign-ups to a data table and tell the WeCom group',
    description: '每个新报名先写进数据表，再在企业微信群里提醒负责活动的同事。',
    description_en: 'Each new sign-up is written to a data table first, then the colleagues running the event get a WeCom group message.',
    category: 'data',
    keywords: ['报名', '活动', '表单', '数据表', '企业微信', 'sign-up', 'event', 'form', 'WeCom'],
    steps: [
      webhookTrigger(formEntry),
      action('save', '1007', 'to_table', '写入数据表', { table_id: '', row: formRow }),
      action('notify', '2001', 'send_text', '通知企业微信群', {
        content: '「{{1.form_name}}」新报名 #{{1.entry.serial_number}}：{{1.entry.name}}（{{1.entry.company}}，{{1.entry.mobile}}）',
      }),
    ],
    inputs: [formTable('save'), rowQuestion('save'), ask('notify', 'content', ['群消息内容', 'Group message'])],
  }),
  starter({
    template_id: '902000003',
    title: '会员查询接口：按手机号从数据表返回会员信息',
    title_en: 'Member lookup API: return a member from a data table by mobile number',
    description: '小程序、收银台或客服系统调用这个 Webhook 地址并带上手机号，流程在会员数据表中查找，立即把姓名、等级和积分返回给调用方。',
    description_en:
      'A mini program, till or help desk calls the webhook address with a mobile number; the pipeline finds the member in a data table and answers with name, level and points at once.',
    category: 'data',
    keywords: ['会员', '积分', '查询', '接口', '同步返回', 'member', 'loyalty', 'lookup', 'API', 'synchronous webhook'],
    steps: [
      webhookTrigger({ mobile: '13800138000' }, { sync: true }),
      action('find', '1006', 'find_rows', '按手机号查找会员', {
        table_id: '',
        conditions: [[when('手机号', TEXT_OPERATORS.IS, '{{1.mobile}}')]],
        limit: 1,
      }),
      action('reply', '1009', 'return', '返回会员信息', {
        status: 200,
        body_type: 'json',
        body: { found: '{{2.count}}', name: '{{2.first.姓名}}', level: '{{2.first.会员等级}}', points: '{{2.first.积分}}' },
      }),
    ],
    inputs: [
      ask(
        'find',
        'table_id',
        ['会员数据表', 'Member table'],
        ['表中需要有列：手机号、姓名、会员等级、积分', 'The table needs the columns mobile, name, level and points (in Chinese as written)'],
      ),
    ],
  }),
  starter({
    template_id: '902000004',
    title: '订单明细逐行写入数据表',
    title_en: 'Write each line item of an order to a data table',
    description: '一个订单带着多件商品推送过来，流程对商品列表逐项循环，每件商品写成数据表的一行，便于按商品统计。',
    description_en:
      'An order arrives with several items; the pipeline loops over the list and writes one data table row per item, ready for per-product figures.',
    category: 'data',
    keywords: ['订单', '明细', '商品', '循环', '数据表', 'order', 'line items', 'loop', 'data table'],
    steps: [
      webhookTrigger({
        order_no: 'SO202611260018',
        customer: '刘洋',
        items: [
          { sku: 'A1001', name: '无线鼠标', qty: 2, price: 89 },
          { sku: 'B2002', name: '机械键盘', qty: 1, price: 399 },
        ],
      }),
      action('loop', '1005', 'loop', '逐个处理商品', { items: '{{1.items}}', max_items: 1000 }),
      action(
        'save',
        '1007',
        'to_table',
        '写入一行商品明细',
        {
          table_id: '',
          row: {
            订单号: '{{1.order_no}}',
            商品编码: '{{2.item.sku}}',
            商品名称: '{{2.item.name}}',
            数量: '{{2.item.qty}}',
            单价: '{{2.item.price}}',
          },
        },
        { parentLoopUuid: 'loop' },
      ),
    ],
    inputs: [
      ask(
        'save',
        'table_id',
        ['明细数据表', 'Line item table'],
        [
          '表中需要有列：订单号、商品编码、商品名称、数量、单价',
          'The table needs the columns order no., SKU, product, quantity and price (in Chinese as written)',
        ],
      ),
    ],
  }),
  starter({
    template_id: '902000005',
    title: '在线留言：写入数据表并立即回复提交结果',
    title_en: 'Contact form: save the message and answer the caller at once',
    description: '官网留言表单把内容提交到 Webhook 地址；有手机号的留言写入数据表，并同步返回「提交成功」和留言编号给网页。',
    description_en:
      'Your website’s contact form submits to the webhook address; messages with a mobile number are saved to a data table and the page gets “submitted” with the message number in the same call.',
    category: 'data',
    keywords: ['留言', '表单', '官网', '同步返回', '数据表', 'contact form', 'website', 'synchronous webhook', 'data table'],
    steps: [
      webhookTrigger({ name: '陈晨', mobile: '13700001234', message: '想了解企业版的价格和部署方式' }, { sync: true }),
      action('check', '1003', 'filter', '留有手机号时继续', { conditions: [[when('{{1.mobile}}', EXISTENCE_OPERATORS.NOT_EMPTY)]] }),
      action('save', '1007', 'to_table', '写入留言表', { table_id: '', row: { 姓名: '{{1.name}}', 手机号: '{{1.mobile}}', 留言: '{{1.message}}' } }),
      action('reply', '1009', 'return', '返回提交结果', {
        status: 200,
        body_type: 'json',
        body: { code: 0, msg: '提交成功', ticket: '{{3.row_id}}' },
      }),
    ],
    inputs: [
      ask(
        'save',
        'table_id',
        ['留言数据表', 'Message table'],
        ['表中需要有列：姓名、手机号、留言', 'The table needs the columns name, mobile and message (in Chinese as written)'],
      ),
    ],
  }),
];
