import {
  CUSTOM_ACTION_APP_ID,
  CUSTOM_RETURN_APP_ID,
  DATA_MODEL_APP_ID,
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
  BuildingShopRegular,
  CalendarClockRegular,
  ChatMultipleRegular,
  ChatRegular,
  CodeBlockRegular,
  CodeRegular,
  DatabaseSearchRegular,
  DataTrendingRegular,
  FilterRegular,
  FlashRegular,
  FoodRegular,
  FormRegular,
  GlobeRegular,
  MailRegular,
  MegaphoneRegular,
  PeopleChatRegular,
  SendFilled,
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
  // issue 17 datamodel: 预测
  [DATA_MODEL_APP_ID]: { Icon: DataTrendingRegular, color: '#00666d' },
};

/**
 * Catalogue apps by their manifest's icon key (core AppManifest.icon): language-neutral Fluent glyphs in each
 * vendor's colour, no external images (issue 11 slice web item 5).
 */
const CATALOGUE_ICONS: Record<string, AppIcon> = {
  corpwechat: { Icon: PeopleChatRegular, color: '#0b7a3e' },
  dingtalk: { Icon: ChatRegular, color: '#0064d2' },
  feishu: { Icon: SendFilled, color: '#2b5fd9' },
  email: { Icon: MailRegular, color: '#a4262c' },
  http: { Icon: GlobeRegular, color: '#005b70' },
  github: { Icon: CodeBlockRegular, color: '#24292f' },
  mautic: { Icon: MegaphoneRegular, color: '#4e5e9e' },
  wechat: { Icon: ChatMultipleRegular, color: '#107c41' },
  meituan: { Icon: FoodRegular, color: '#8a6100' },
  doudian: { Icon: BuildingShopRegular, color: '#c4314b' },
  // issue 17 jinshuju
  jinshuju: { Icon: FormRegular, color: '#b35c00' },
};

/** The icon keys an app definition may name (the open platform's editor offers them). */
export const CATALOGUE_ICON_KEYS: readonly string[] = Object.keys(CATALOGUE_ICONS);

const NEUTRAL: AppIcon = { Icon: AppsRegular, color: '#616161' };

/** A step's mark: the built-in's by id; a catalogue app's by its icon key when the caller knows it. */
export function appIcon(appId: string, iconKey?: string | null): AppIcon {
  return ICONS[lookupAppId(appId)] ?? (iconKey ? CATALOGUE_ICONS[iconKey] : undefined) ?? NEUTRAL;
}

/** A catalogue app's mark by its icon key (built-ins' keys are their i18n names, so fall back to the id). */
export function catalogueIcon(app: { appId: string; icon?: string | null }): AppIcon {
  return appIcon(app.appId, app.icon);
}
