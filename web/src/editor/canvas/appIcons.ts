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
import {
  AlertRegular,
  AppsRegular,
  ArrowRepeatAllRegular,
  ArrowReplyRegular,
  BranchForkRegular,
  CalendarClockRegular,
  CodeRegular,
  DatabaseSearchRegular,
  FilterRegular,
  FlashRegular,
  SendRegular,
  type FluentIcon,
} from '@fluentui/react-icons';

export interface AppIcon {
  /** A language-neutral picture (issue 10 item 9: the glyphs 滤/分/发/返 read as Chinese in English mode). */
  Icon: FluentIcon;
  color: string;
}

/** A built-in app's mark on the canvas: its icon on its colour. Other apps get a neutral mark. */
const ICONS: Record<string, AppIcon> = {
  [WEBHOOK_APP_ID]: { Icon: FlashRegular, color: '#0f6cbd' },
  [SCHEDULE_APP_ID]: { Icon: CalendarClockRegular, color: '#8764b8' },
  [FILTER_APP_ID]: { Icon: FilterRegular, color: '#c239b3' },
  [SWITCH_APP_ID]: { Icon: BranchForkRegular, color: '#ca5010' },
  [LOOP_APP_ID]: { Icon: ArrowRepeatAllRegular, color: '#038387' },
  [FIND_DATA_APP_ID]: { Icon: DatabaseSearchRegular, color: '#4f6bed' },
  [SEND_DATA_APP_ID]: { Icon: SendRegular, color: '#107c10' },
  [CUSTOM_ACTION_APP_ID]: { Icon: CodeRegular, color: '#5c2e91' },
  [CUSTOM_RETURN_APP_ID]: { Icon: ArrowReplyRegular, color: '#986f0b' },
  [ERROR_MONITOR_APP_ID]: { Icon: AlertRegular, color: '#c50f1f' },
};

export function appIcon(appId: string): AppIcon {
  return ICONS[lookupAppId(appId)] ?? { Icon: AppsRegular, color: '#616161' };
}
