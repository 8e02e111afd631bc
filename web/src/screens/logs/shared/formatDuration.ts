/**
 * A duration split for display: under a second in ms, under a minute in seconds (one decimal), under an
 * hour in minutes and seconds, else hours and minutes (a long loop reads '2 小时 5 分', not '125 分 0 秒').
 */
export type DurationParts =
  | { unit: 'none' }
  | { unit: 'ms'; ms: number }
  | { unit: 'seconds'; seconds: string }
  | { unit: 'minutes'; minutes: number; seconds: number }
  | { unit: 'hours'; hours: number; minutes: number };

export function durationParts(ms: number | null | undefined): DurationParts {
  if (ms == null || !Number.isFinite(ms) || ms < 0) return { unit: 'none' };
  if (ms < 1000) return { unit: 'ms', ms: Math.round(ms) };
  if (ms < 60_000) return { unit: 'seconds', seconds: (Math.floor(ms / 100) / 10).toFixed(1) };
  const total = Math.floor(ms / 1000);
  if (total >= 3600) return { unit: 'hours', hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60) };
  return { unit: 'minutes', minutes: Math.floor(total / 60), seconds: total % 60 };
}
