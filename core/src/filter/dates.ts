import { DEFAULT_TIME_ZONE } from '../constants';

/** spec §5 date presets: now, now±1h, today, today±1d, today±7d, today±1mo. */
export const DATE_PRESETS = ['now', 'now-1h', 'now+1h', 'today', 'today-1d', 'today+1d', 'today-7d', 'today+7d', 'today-1mo', 'today+1mo'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export function isDatePreset(value: unknown): value is DatePreset {
  return typeof value === 'string' && (DATE_PRESETS as readonly string[]).includes(value);
}

/** The wall-clock parts of an instant in a time zone. */
function zonedParts(instant: Date, timeZone: string): { y: number; m: number; d: number; offsetMs: number } {
  const fmt = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts = Object.fromEntries(fmt.formatToParts(instant).map((p) => [p.type, p.value]));
  const y = Number(parts.year);
  const m = Number(parts.month);
  const d = Number(parts.day);
  const asUtc = Date.UTC(y, m - 1, d, Number(parts.hour), Number(parts.minute), Number(parts.second));
  return { y, m, d, offsetMs: asUtc - Math.floor(instant.getTime() / 1000) * 1000 };
}

/** Midnight of a calendar day in a time zone, as an instant. */
export function startOfDay(y: number, m: number, d: number, timeZone: string): Date {
  const guess = new Date(Date.UTC(y, m - 1, d));
  const { offsetMs } = zonedParts(guess, timeZone);
  const instant = new Date(guess.getTime() - offsetMs);
  // a DST change between the guess and the result moves the offset once more
  const second = zonedParts(instant, timeZone).offsetMs;
  return second === offsetMs ? instant : new Date(guess.getTime() - second);
}

/**
 * The instant a preset stands for, in the company's time zone (spec §5; default Asia/Shanghai).
 * "today" presets are midnight of that day; "now" presets keep the time of day.
 */
export function resolveDatePreset(preset: DatePreset, now: Date, timeZone = DEFAULT_TIME_ZONE): Date {
  const hour = 3_600_000;
  if (preset === 'now') return now;
  if (preset === 'now-1h') return new Date(now.getTime() - hour);
  if (preset === 'now+1h') return new Date(now.getTime() + hour);
  const { y, m, d } = zonedParts(now, timeZone);
  const shift: Record<string, [number, number]> = {
    today: [0, 0],
    'today-1d': [0, -1],
    'today+1d': [0, 1],
    'today-7d': [0, -7],
    'today+7d': [0, 7],
    'today-1mo': [-1, 0],
    'today+1mo': [1, 0],
  };
  const [months, days] = shift[preset]!;
  // Date.UTC normalises overflowing days and months (31 Jan + 1 month → 3 Mar is avoided below)
  let targetMonth = m + months;
  let targetYear = y;
  while (targetMonth < 1) {
    targetMonth += 12;
    targetYear--;
  }
  while (targetMonth > 12) {
    targetMonth -= 12;
    targetYear++;
  }
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  const base = new Date(Date.UTC(targetYear, targetMonth - 1, day + days));
  return startOfDay(base.getUTCFullYear(), base.getUTCMonth() + 1, base.getUTCDate(), timeZone);
}

/** The calendar day of an instant in a time zone, 'YYYY-MM-DD'. */
export function dayInZone(instant: Date, timeZone = DEFAULT_TIME_ZONE): string {
  const { y, m, d } = zonedParts(instant, timeZone);
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
