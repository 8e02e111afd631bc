import { DEFAULT_TIME_ZONE } from '@huiliu/core';

/** An ISO time in the company time zone, in the UI language's date style (zh-CN: 2026/01/02 11:04). */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: DEFAULT_TIME_ZONE,
  }).format(date);
}
