import { describe, expect, it } from 'vitest';
import { addMonths, crossedThreshold, monthInZone, orderAmount, periodAfterPayment, remainingAmount, shiftMonth, type FeePeriod } from './billing';
import { PLAN_ORDER, PLAN_PRICES, planRank } from './plans';

const at = (iso: string) => new Date(iso);
const DAY = 86_400_000;

describe('order amounts (issue 13: computed from the price table, never taken from a client)', () => {
  it.each([
    ['team', 1, 19_900],
    ['team', 3, 59_700],
    ['team', 12, 199_000],
    ['team', 24, 398_000],
    ['enterprise', 1, 99_900],
    ['enterprise', 12, 999_000],
  ] as const)('%s for %i months costs %i fen', (plan, months, fen) => {
    expect(orderAmount(plan, months)).toBe(fen);
  });

  it('ranks the plans free < team < enterprise, each dearer than the one below', () => {
    expect(PLAN_ORDER.map(planRank)).toEqual([0, 1, 2]);
    expect(planRank('unknown')).toBe(0);
    expect(PLAN_PRICES.free.monthly < PLAN_PRICES.team.monthly && PLAN_PRICES.team.monthly < PLAN_PRICES.enterprise.monthly).toBe(true);
  });
});

describe('calendar months', () => {
  it.each([
    ['2026-01-31T10:00:00Z', 1, '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00Z', 1, '2028-02-29T10:00:00.000Z'],
    ['2026-11-15T00:00:00Z', 2, '2027-01-15T00:00:00.000Z'],
    ['2026-11-15T00:00:00Z', 12, '2027-11-15T00:00:00.000Z'],
  ])('%s + %i months is %s', (from, months, to) => {
    expect(addMonths(at(from), months).toISOString()).toBe(to);
  });

  it('takes the month in the company time zone: 1 Dec 01:00 in Shanghai is still November in UTC', () => {
    const month = monthInZone(at('2026-11-30T17:00:00Z'), 'Asia/Shanghai');
    expect(month.key).toBe('2026-12');
    expect(month.start.toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(month.end.toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(monthInZone(at('2026-11-30T17:00:00Z'), 'UTC').key).toBe('2026-11');
    expect(shiftMonth(month, -12, 'Asia/Shanghai').key).toBe('2025-12');
    expect(shiftMonth(month, 1, 'Asia/Shanghai').key).toBe('2027-01');
  });
});

describe('the fee period after a payment (spec §3 company fee)', () => {
  const now = at('2026-11-01T00:00:00Z');
  const team = (start: string, end: string, amount = 19_900): FeePeriod => ({ plan: 'team', amount, start: at(start), end: at(end) });

  it('starts now when no paid period runs (never paid, or expired)', () => {
    const bought = { plan: 'team', months: 1, amount: 19_900 } as const;
    expect(periodAfterPayment(null, bought, now)).toEqual({ plan: 'team', amount: 19_900, start: now, end: at('2026-12-01T00:00:00Z') });
    const expired = team('2026-09-01T00:00:00Z', '2026-10-01T00:00:00Z');
    expect(periodAfterPayment(expired, bought, now).start).toEqual(now);
  });

  it('extends an unexpired period of the same plan by the months bought', () => {
    const running = team('2026-10-15T00:00:00Z', '2026-11-15T00:00:00Z');
    const after = periodAfterPayment(running, { plan: 'team', months: 12, amount: 199_000 }, now);
    expect(after).toEqual({ plan: 'team', amount: 218_900, start: running.start, end: at('2027-11-15T00:00:00Z') });
  });

  it('upgrades now and converts the unused time of the lower plan at the monthly prices', () => {
    const running = team('2026-10-02T00:00:00Z', '2026-12-01T00:00:00Z', 39_800);
    const after = periodAfterPayment(running, { plan: 'enterprise', months: 1, amount: 99_900 }, now);
    expect(after.plan).toBe('enterprise');
    expect(after.start).toEqual(now);
    // 30 days left of 团队版 at 199 / 999 a month
    const bonus = Math.floor((30 * DAY * 19_900) / 99_900);
    expect(after.end.getTime()).toBe(at('2026-12-01T00:00:00Z').getTime() + bonus);
    expect(after.amount).toBe(99_900 + remainingAmount(running, now));
  });

  it('adds a lower plan paid late to the higher plan that runs, converted', () => {
    const running: FeePeriod = { plan: 'enterprise', amount: 99_900, start: at('2026-10-20T00:00:00Z'), end: at('2026-11-20T00:00:00Z') };
    const after = periodAfterPayment(running, { plan: 'team', months: 1, amount: 19_900 }, now);
    expect(after.plan).toBe('enterprise');
    expect(after.end.getTime()).toBe(running.end.getTime() + Math.floor((30 * DAY * 19_900) / 99_900));
  });

  it('uses the period up pro rata: remaining_amount', () => {
    const period = team('2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z', 30_000);
    expect(remainingAmount(period, now)).toBe(30_000);
    expect(remainingAmount(period, at('2026-11-16T00:00:00Z'))).toBe(15_000);
    expect(remainingAmount(period, at('2026-12-01T00:00:00Z'))).toBe(0);
    expect(remainingAmount(period, at('2027-01-01T00:00:00Z'))).toBe(0);
  });
});

describe('run-quota notice thresholds', () => {
  it.each([
    [7_999, 8_000, 10_000, 80],
    [8_000, 8_001, 10_000, null],
    [9_999, 10_000, 10_000, 100],
    [7_000, 10_000, 10_000, 100],
    [0, 1, 10_000, null],
    [3, 4, 5, 80],
  ] as const)('from %i to %i of %i crosses %s', (before, after, limit, crossed) => {
    expect(crossedThreshold(before, after, limit)).toBe(crossed);
  });
});
