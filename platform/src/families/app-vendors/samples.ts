/**
 * get_xk_sample: what 发送应用消息 sends to /cgi-bin/message/send and what 企业微信 answers (its documented
 * example), so the editor can preview and map the step before a real send.
 */
export function corpwechatSample(msgtype: 'text' | 'markdown'): { request: Record<string, unknown>; reply: Record<string, unknown> } {
  const content =
    msgtype === 'text' ? '您有一条新订单：{{1.order_id}}' : '**新订单** {{1.order_id}}\n> 金额：<font color="warning">{{1.amount}}</font>';
  return {
    request: { touser: 'UserID1|UserID2', toparty: 'PartyID1', msgtype, agentid: 1000002, [msgtype]: { content }, safe: 0 },
    reply: { errcode: 0, errmsg: 'ok', invaliduser: '', invalidparty: '', msgid: 'xxxx' },
  };
}
