import { ERRORS } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { classifyErrors, isPlanLimitError } from './classify';
import { createErrorBus, type AppErrorEvent } from './errorBus';

describe('GraphQL error classification', () => {
  it('raises unauthenticated for an UNAUTHENTICATED code anywhere in the errors', () => {
    const errors = [{ extensions: { code: 'NOT_FOUND' } }, { extensions: { code: 'UNAUTHENTICATED', upstreamCode: 2101 } }];
    expect(classifyErrors(errors)).toEqual([{ type: 'unauthenticated' }]);
  });

  it('raises a plan-limit notice for each of the four plan-limit upstream codes', () => {
    for (const entry of [ERRORS.PLAN_ENABLED_LIMIT, ERRORS.PLAN_RUN_LIMIT, ERRORS.PLAN_PAID_APP, ERRORS.PLAN_STEP_LIMIT]) {
      expect(classifyErrors([{ extensions: { code: 'PLAN_LIMIT', upstreamCode: entry.code } }])).toEqual([
        { type: 'planLimit', upstreamCode: entry.code },
      ]);
    }
  });

  it('accepts the upstream code as a numeric string', () => {
    expect(isPlanLimitError([{ extensions: { upstreamCode: '3001' } }])).toBe(true);
  });

  it('raises nothing for ordinary errors or errors without extensions', () => {
    expect(classifyErrors([{ extensions: { code: 'BAD_USER_INPUT', upstreamCode: 4020 } }, {}, { extensions: null }])).toEqual([]);
    expect(isPlanLimitError([{ extensions: { upstreamCode: 4004 } }])).toBe(false);
  });
});

describe('error bus', () => {
  it('delivers events to subscribers until they unsubscribe', () => {
    const bus = createErrorBus();
    const seen: AppErrorEvent[] = [];
    const stop = bus.subscribe((e) => seen.push(e));
    bus.emit({ type: 'unauthenticated' });
    stop();
    bus.emit({ type: 'planLimit', upstreamCode: 3001 });
    expect(seen).toEqual([{ type: 'unauthenticated' }]);
  });
});
