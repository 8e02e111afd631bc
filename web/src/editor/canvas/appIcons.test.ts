import { describe, expect, it } from 'vitest';
import { appIcon } from './appIcons';

describe('app icons on the canvas (issue 10 item 9)', () => {
  it('give every built-in app a picture, not a Chinese glyph', () => {
    const ids = ['1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008', '1009', '1010'];
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
});
