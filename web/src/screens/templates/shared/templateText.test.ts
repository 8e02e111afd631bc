import { describe, expect, it } from 'vitest';
import { templateTexts } from './templateText';

const starter = {
  title: 'Webhook 收到数据 → 发到钉钉群',
  titleEn: 'Webhook data → DingTalk group',
  description: '收到即转发',
  descriptionEn: 'Forwards it',
};
const shared = { title: '我们的订单通知', titleEn: null, description: '销售部用', descriptionEn: null };
const builtinName = (key: string) => `[${key}]`;

describe('templateTexts', () => {
  it("shows a starter's English twin to English readers and its Chinese to Chinese readers", () => {
    expect(templateTexts(true, builtinName).title(starter)).toBe('Webhook data → DingTalk group');
    expect(templateTexts(true, builtinName).description(starter)).toBe('Forwards it');
    expect(templateTexts(false, builtinName).title(starter)).toBe('Webhook 收到数据 → 发到钉钉群');
  });

  it("keeps a shared template's own words in both languages", () => {
    expect(templateTexts(true, builtinName).title(shared)).toBe('我们的订单通知');
    expect(templateTexts(true, builtinName).description(shared)).toBe('销售部用');
  });

  it('names built-in apps by the UI texts and catalogue apps by their English name in English', () => {
    const en = templateTexts(true, builtinName);
    expect(en.appName({ appId: '1001', appName: 'Webhook' })).toBe('[apps.webhook]');
    expect(en.appName({ appId: '2002', appName: '钉钉群机器人', app: { appNameEn: 'DingTalk group bot' } })).toBe('DingTalk group bot');
    expect(en.appName({ appId: '2002', appName: '钉钉群机器人', appNameEn: 'DingTalk group bot' })).toBe('DingTalk group bot');
    expect(en.appName({ appId: '2999', appName: '未知应用', app: null })).toBe('未知应用');
    expect(templateTexts(false, builtinName).appName({ appId: '2002', appName: '钉钉群机器人', appNameEn: 'DingTalk group bot' })).toBe(
      '钉钉群机器人',
    );
  });

  it("words an asked field's label and help, with no help when there is none", () => {
    const input = { label: '消息内容', labelEn: 'Message', help: '可插入字段', helpEn: 'Fields may be inserted' };
    expect(templateTexts(true, builtinName).inputLabel(input)).toBe('Message');
    expect(templateTexts(true, builtinName).inputHelp(input)).toBe('Fields may be inserted');
    expect(templateTexts(false, builtinName).inputHelp({ label: '标题' })).toBeUndefined();
  });
});
