import type { StarterCase } from './case';
import { DATA_CASES } from './data';
import { MESSAGE_CASES } from './messages';
import { SYSTEM_CASES } from './systems';

/** Every starter's run case by template id: how a company fills it and what its runs must show. */
export const STARTER_CASES: Record<string, StarterCase> = { ...MESSAGE_CASES, ...DATA_CASES, ...SYSTEM_CASES };
