import { webLightTheme, type Theme } from '@fluentui/react-components';

/** Fluent's default stack has no Chinese font (TOOLCHAIN.md); put CJK faces before the generic fallback. */
const CJK_FONTS = '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC"';

export const theme: Theme = {
  ...webLightTheme,
  fontFamilyBase: `"Segoe UI", -apple-system, BlinkMacSystemFont, Roboto, "Helvetica Neue", ${CJK_FONTS}, sans-serif`,
};
