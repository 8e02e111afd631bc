import { dayInZone, startOfDay } from './filter/dates';
import { PLAN_PRICES, planRank, type PlanName } from './plans';

/** The longest period one order buys. */
export const MAX_ORDER_MONTHS = 36;

/**
 * What an order of `months` of `plan` costs, in fen: whole years at the yearly price, anything else at the
 * monthly one. Computed on the server from core's table: an amount is never taken from a client.
 */
export function orderAmount(plan: PlanName, months: number): number {
  const price = PLAN_PRICES[plan];
  return months % 12 === 0 ? price.yearly * (months / 12) : price.monthly * months;
}

/** `months` calendar months after `instant` (UTC), the day kept or clamped to the month's last (31 Jan + 1 → 28/29 Feb). */
export function addMonths(instant: Date, months: number): Date {
  const y = instant.getUTCFullYear();
  const m = instant.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const day = Math.min(instant.getUTCDate(), lastDay);
  return new Date(Date.UTC(y, m, day, instant.getUTCHours(), instant.getUTCMinutes(), instant.getUTCSeconds(), instant.getUTCMilliseconds()));
}

/**
 * The company fee (spec §3): the paid period the company is in. `amount` is what the period was paid with
 * (renewals and carried value included), `start` its create_time, `end` its expiration_time.
 */
export interface FeePeriod {
  plan: PlanName;
  amount: number;
  start: Date;
  end: Date;
}

/** spec §3 remaining_amount: the part of the period's amount not yet used, pro rata by time, in whole fen. */
export function remainingAmount(period: FeePeriod, now: Date): number {
  const total = period.end.getTime() - period.start.getTime();
  const left = period.end.getTime() - now.getTime();
  if (left <= 0 || total <= 0) return 0;
  return Math.floor((period.amount * Math.min(left, total)) / total);
}

/** Whether the company is inside the paid period at `now` (its end is the first instant it is over). */
export function isPeriodActive(period: FeePeriod | null, now: Date): period is FeePeriod {
  return period !== null && period.plan !== 'free' && period.end.getTime() > now.getTime();
}

/**
 * The fee period after an order of `bought` is paid at `now` (issue 13: "extending an unexpired one"). Value is
 * never lost and time is converted at the plans' monthly prices:
 * - no paid period running: the plan starts now for the months bought;
 * - the same plan: the period is extended by the months bought;
 * - a higher plan: it starts now; the unused time of the lower plan is added, converted (60 days of 团队版 are
 *   12 days of 企业版 at ¥199 / ¥999 a month);
 * - a lower plan (an order placed before an upgrade and paid after it): the higher plan keeps running, extended by
 *   the bought time converted the same way.
 */
export function periodAfterPayment(current: FeePeriod | null, bought: { plan: PlanName; months: number; amount: number }, now: Date): FeePeriod {
  const boughtEnd = addMonths(now, bought.months);
  if (!isPeriodActive(current, now)) return { plan: bought.plan, amount: bought.amount, start: now, end: boughtEnd };
  if (current.plan === bought.plan) {
    return { ...current, amount: current.amount + bought.amount, end: addMonths(current.end, bought.months) };
  }
  const monthly = (plan: PlanName) => PLAN_PRICES[plan].monthly;
  if (planRank(bought.plan) > planRank(current.plan)) {
    const converted = ((current.end.getTime() - now.getTime()) * monthly(current.plan)) / monthly(bought.plan);
    return {
      plan: bought.plan,
      amount: bought.amount + remainingAmount(current, now),
      start: now,
      end: new Date(boughtEnd.getTime() + Math.floor(converted)),
    };
  }
  const converted = ((boughtEnd.getTime() - now.getTime()) * monthly(bought.plan)) / monthly(current.plan);
  return { ...current, amount: current.amount + bought.amount, end: new Date(current.end.getTime() + Math.floor(converted)) };
}

/** A calendar month in a time zone: 'YYYY-MM', its first instant and the first instant of the next month. */
export interface ZonedMonth {
  key: string;
  start: Date;
  end: Date;
}

/** The month last asked of each zone (a few hundred IANA zones at most). */
const monthSeen = new Map<string, ZonedMonth>();

/** The calendar month `instant` falls in, in `timeZone` (plan limits count runs per month of the company's zone). */
export function monthInZone(instant: Date, timeZone: string): ZonedMonth {
  // every webhook asks (the run quota): the month of a zone changes once a month, its Intl arithmetic costs ~7 % of an
  // API process's CPU under load (issue 15 profile), so the month last seen per zone answers while the instant is in it
  const seen = monthSeen.get(timeZone);
  if (seen && instant >= seen.start && instant < seen.end) return seen;
  const [y, m] = dayInZone(instant, timeZone).split('-').map(Number) as [number, number];
  const month = Object.freeze(zonedMonth(y, m, timeZone));
  monthSeen.set(timeZone, month);
  return month;
}

/** The month `offset` months before (negative) or after `month`. */
export function shiftMonth(month: ZonedMonth, offset: number, timeZone: string): ZonedMonth {
  const [y, m] = month.key.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + offset;
  return zonedMonth(Math.floor(index / 12), (index % 12) + 1, timeZone);
}

function zonedMonth(y: number, m: number, timeZone: string): ZonedMonth {
  const next = m === 12 ? [y + 1, 1] : [y, m + 1];
  return {
    key: `${y}-${String(m).padStart(2, '0')}`,
    start: startOfDay(y, m, 1, timeZone),
    end: startOfDay(next[0]!, next[1]!, 1, timeZone),
  };
}

/** The run-quota notices (issue 13 billing notices): when the month's runs pass 80 % and reach 100 % of the plan. */
export const RUN_NOTICE_THRESHOLDS = [80, 100] as const;
export type RunNoticeThreshold = (typeof RUN_NOTICE_THRESHOLDS)[number];

/** The highest threshold the count of runs crossed going from `before` to `after`, or null. */
export function crossedThreshold(before: number, after: number, limit: number): RunNoticeThreshold | null {
  let crossed: RunNoticeThreshold | null = null;
  for (const percent of RUN_NOTICE_THRESHOLDS) {
    const mark = Math.ceil((limit * percent) / 100);
    if (before < mark && after >= mark) crossed = percent;
  }
  return crossed;
}
