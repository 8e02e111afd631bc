import {
  CUSTOM_ACTION_APP_ID,
  CUSTOM_RETURN_APP_ID,
  ERROR_MONITOR_APP_ID,
  FILTER_APP_ID,
  FIND_DATA_APP_ID,
  lookupAppId,
  LOOP_APP_ID,
  SCHEDULE_APP_ID,
  SEND_DATA_APP_ID,
  SWITCH_APP_ID,
  WEBHOOK_APP_ID,
} from '@huiliu/core';

/** A built-in app's mark on the canvas: one glyph on its colour. Other apps get a neutral mark. */
const ICONS: Record<string, { glyph: string; color: string }> = {
  [WEBHOOK_APP_ID]: { glyph: 'W', color: '#0f6cbd' },
  [SCHEDULE_APP_ID]: { glyph: '定', color: '#8764b8' },
  [FILTER_APP_ID]: { glyph: '滤', color: '#c239b3' },
  [SWITCH_APP_ID]: { glyph: '分', color: '#ca5010' },
  [LOOP_APP_ID]: { glyph: '循', color: '#038387' },
  [FIND_DATA_APP_ID]: { glyph: '查', color: '#4f6bed' },
  [SEND_DATA_APP_ID]: { glyph: '发', color: '#107c10' },
  [CUSTOM_ACTION_APP_ID]: { glyph: '自', color: '#5c2e91' },
  [CUSTOM_RETURN_APP_ID]: { glyph: '返', color: '#986f0b' },
  [ERROR_MONITOR_APP_ID]: { glyph: '警', color: '#c50f1f' },
};

export function appIcon(appId: string): { glyph: string; color: string } {
  return ICONS[lookupAppId(appId)] ?? { glyph: '?', color: '#616161' };
}
