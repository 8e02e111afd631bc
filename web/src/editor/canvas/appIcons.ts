import { lookupAppId } from '@huiliu/core';

/** A built-in app's mark on the canvas: one glyph on its colour. Other apps get a neutral mark. */
const ICONS: Record<string, { glyph: string; color: string }> = {
  '1001': { glyph: 'W', color: '#0f6cbd' },
  '1002': { glyph: '定', color: '#8764b8' },
  '1003': { glyph: '滤', color: '#c239b3' },
  '1004': { glyph: '分', color: '#ca5010' },
  '1005': { glyph: '循', color: '#038387' },
  '1006': { glyph: '查', color: '#4f6bed' },
  '1007': { glyph: '发', color: '#107c10' },
  '1008': { glyph: '自', color: '#5c2e91' },
  '1009': { glyph: '返', color: '#986f0b' },
  '1010': { glyph: '警', color: '#c50f1f' },
};

export function appIcon(appId: string): { glyph: string; color: string } {
  return ICONS[lookupAppId(appId)] ?? { glyph: '?', color: '#616161' };
}
