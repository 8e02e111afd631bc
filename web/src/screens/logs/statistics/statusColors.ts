import type { RunStatus } from '@huiliu/core';
import { theme } from '../../../theme';
import { runStatusColor, type BadgeColor } from '../shared/runStatus';

/**
 * The text colour of each run-log badge (a tint badge writes its status in it), as a concrete value: ECharts draws
 * with colours, not CSS variables.
 */
const BADGE_INK: Record<BadgeColor, string> = {
  success: theme.colorPaletteGreenForeground1,
  danger: theme.colorPaletteRedForeground1,
  warning: theme.colorPaletteYellowForeground1,
  brand: theme.colorBrandForeground2,
  informative: theme.colorNeutralForeground3,
  subtle: theme.colorNeutralForeground3,
  important: theme.colorNeutralForeground3,
};

/** A status's colour in the charts: its badge's, but 已取消 lighter than 已过滤 (both badges are grey) so a stack tells them apart. */
export function statusChartColor(status: RunStatus): string {
  return status === 'cancelled' ? theme.colorNeutralForegroundDisabled : BADGE_INK[runStatusColor(status)];
}
