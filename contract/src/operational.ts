import { z } from 'zod';
import { call } from './call';

/** Operational calls, not exposed in GraphQL. */
export const operational = {
  /** Which database driver the platform runs on. */
  health: call({ method: 'GET', path: '/healthz', public: true, reply: z.strictObject({ db: z.enum(['pglite', 'postgres']) }) }),
};
