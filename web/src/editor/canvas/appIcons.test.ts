import { describe, expect, it } from 'vitest';
import { appIcon, catalogueIcon } from './appIcons';

describe('app icons on the canvas (issue 10 item 9)', () => {
  it('give every built-in app a picture, not a Chinese glyph', () => {
    const ids = ['1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008', '1009', '1010', '1011'];
    const icons = ids.map((id) => appIcon(id));
    for (const icon of icons) {
      expect(icon).not.toHaveProperty('glyph');
      expect(icon.Icon).toBeTruthy();
    }
    // each built-in app keeps a mark of its own
    expect(new Set(icons.map((i) => i.Icon)).size).toBe(ids.length);
  });

  it('gives other apps a neutral mark', () => {
    expect(appIcon('9999').color).toBe('#616161');
  });

  it('give each catalogue icon key (issue 11) a mark of its own, no external image', () => {
    const keys = ['corpwechat', 'dingtalk', 'feishu', 'email', 'http', 'github', 'mautic', 'wechat', 'meituan', 'doudian'];
    const icons = keys.map((key) => catalogueIcon({ appId: '2002', icon: key }));
    expect(new Set(icons.map((i) => i.Icon)).size).toBe(keys.length);
    for (const icon of icons) expect(icon.color).not.toBe('#616161');
    // a built-in keeps its own mark whatever key it is given; an unknown key is neutral
    expect(appIcon('1001', 'dingtalk')).toEqual(appIcon('1001'));
    expect(catalogueIcon({ appId: '2999', icon: 'nope' }).color).toBe('#616161');
  });
});
