/**
 * The words the planner knows for the data people talk about: a Chinese name in a description → the key a payload
 * most likely uses, and its English label for an English draft. Used to read conditions ("如果订单金额大于 1000" →
 * `{{1.amount}}`), lists to loop over, and the fields a message should carry.
 */
export interface DataWord {
  zh: readonly string[];
  key: string;
  en: string;
}

export const FIELD_WORDS: readonly DataWord[] = [
  { zh: ['订单金额', '付款金额', '支付金额', '总金额', '金额'], key: 'amount', en: 'Amount' },
  { zh: ['单价', '价格'], key: 'price', en: 'Price' },
  { zh: ['订单编号', '订单号', '单号'], key: 'order_id', en: 'Order ID' },
  { zh: ['城市'], key: 'city', en: 'City' },
  { zh: ['地区', '区域'], key: 'region', en: 'Region' },
  { zh: ['省份'], key: 'province', en: 'Province' },
  { zh: ['状态'], key: 'status', en: 'Status' },
  { zh: ['优先级'], key: 'priority', en: 'Priority' },
  { zh: ['级别', '等级'], key: 'level', en: 'Level' },
  { zh: ['评分', '分数', '得分'], key: 'score', en: 'Score' },
  { zh: ['手机号码', '手机号', '手机'], key: 'mobile', en: 'Mobile' },
  { zh: ['电话'], key: 'phone', en: 'Phone' },
  { zh: ['邮箱地址', '邮箱'], key: 'email', en: 'Email' },
  { zh: ['姓名', '名字'], key: 'name', en: 'Name' },
  { zh: ['标题'], key: 'title', en: 'Title' },
  { zh: ['留言', '备注'], key: 'content', en: 'Message' },
  { zh: ['数量', '件数'], key: 'quantity', en: 'Quantity' },
  { zh: ['库存'], key: 'stock', en: 'Stock' },
  { zh: ['类型', '类别'], key: 'type', en: 'Type' },
  { zh: ['来源', '渠道'], key: 'source', en: 'Source' },
  { zh: ['支付方式', '付款方式'], key: 'pay_type', en: 'Payment method' },
  { zh: ['收货地址', '地址'], key: 'address', en: 'Address' },
  { zh: ['公司名称', '公司'], key: 'company', en: 'Company' },
  { zh: ['年龄'], key: 'age', en: 'Age' },
  { zh: ['部门'], key: 'department', en: 'Department' },
];

/** Lists a loop runs over: what its items are called → the key of the list. */
export const LIST_WORDS: readonly DataWord[] = [
  { zh: ['订单明细', '订单商品', '商品', '明细', '行项目', '产品'], key: 'items', en: 'Items' },
  { zh: ['订单'], key: 'orders', en: 'Orders' },
  { zh: ['记录', '数据', '行'], key: 'rows', en: 'Rows' },
];

/** The word of `words` a text ends with (the longest), else one it contains: "订单金额" → amount, "表单里的手机号" → mobile. */
export function wordIn(text: string, words: readonly DataWord[]): DataWord | undefined {
  const all = words.flatMap((w) => w.zh.map((zh) => ({ zh, word: w }))).sort((a, b) => b.zh.length - a.zh.length);
  return all.find((c) => text.endsWith(c.zh))?.word ?? all.find((c) => text.includes(c.zh))?.word;
}

/** A data word as a description wrote it: "留言" stays 留言 though its key is content. */
export interface Mention extends DataWord {
  said: string;
}

/** The data words a description mentions, in the order it mentions them, each once, as it wrote them. */
export function mentionedFields(text: string): Mention[] {
  const found: Array<{ at: number; word: Mention }> = [];
  for (const word of FIELD_WORDS) {
    const hits = word.zh.map((zh) => ({ zh, at: text.indexOf(zh) })).filter((h) => h.at >= 0);
    if (hits.length === 0) continue;
    const first = hits.reduce((a, b) => (b.at < a.at ? b : a));
    found.push({ at: first.at, word: { ...word, said: first.zh } });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.word);
}

/** A field named in a condition as a payload key: a known word's key, else the last words themselves ("客户类型"). */
export function fieldKey(text: string): { key: string; zh: string; en: string } {
  const trimmed = text.replace(/^(的|里|中|在|把|将)+/u, '').trim();
  const word = wordIn(trimmed, FIELD_WORDS);
  if (word) return { key: word.key, zh: word.zh.at(-1)!, en: word.en };
  const last =
    trimmed
      .split(/的|里|中/u)
      .at(-1)!
      .trim() || trimmed;
  return { key: last, zh: last, en: last };
}
