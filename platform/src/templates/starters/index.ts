import type { StarterTemplate } from '@huiliu/core';
import { DATA_STARTERS } from './data';
import { DEVOPS_STARTERS } from './devops';
import { MONITOR_STARTERS } from './monitor';
import { NOTIFY_STARTERS } from './notify';
import { ORDER_STARTERS } from './orders';
import { OTHER_STARTERS } from './other';
import { REPORT_STARTERS } from './report';
import { SALES_STARTERS } from './sales';

/**
 * The starter catalogue (issue 12): templates shipped with 汇流, built on the catalogue's real apps, one file per
 * gallery category. Each is created, given loopback accounts and run once by `starters.test.ts`.
 */
export const STARTER_TEMPLATES: readonly StarterTemplate[] = [
  ...NOTIFY_STARTERS,
  ...DATA_STARTERS,
  ...ORDER_STARTERS,
  ...DEVOPS_STARTERS,
  ...REPORT_STARTERS,
  ...MONITOR_STARTERS,
  ...SALES_STARTERS,
  ...OTHER_STARTERS,
];
