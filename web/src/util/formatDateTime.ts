import { DEFAULT_TIME_ZONE } from '@huiliu/core';

/**
 * An ISO time in the company time zone, in the UI language's date style (zh-CN: 2026/01/02 11:04);
 * `seconds` adds them (11:04:05), for the run log where runs seconds apart must tell apart; `timeZone` another zone
 * than the default one (the company console shows the company's own).
 */
export function formatDateTime(iso: string, language: string, options: { seconds?: boolean; timeZone?: string } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    ...(options.seconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
    timeZone: options.timeZone ?? DEFAULT_TIME_ZONE,
  }).format(date);
}
