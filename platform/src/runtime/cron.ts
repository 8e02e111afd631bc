import { Cron } from 'croner';

/**
 * Whether a cron expression is valid (the API refuses bad schedules before saving them). Its own module, not the
 * in-process scheduler's. Both schedulers must read it alike: croner in-process, BullMQ's cron-parser in distributed
 * mode (issue 15), which refuses croner's year field and `W` (nearest weekday) — so those are refused here too, or a
 * pipeline saved in one mode would fail to switch on in the other.
 */
export function isValidCron(expression: string): boolean {
  const fields = expression.trim().split(/\s+/);
  if (fields.length > 6 || /W/i.test(expression)) return false;
  try {
    new Cron(expression, { paused: true }).stop();
    return true;
  } catch {
    return false;
  }
}
