import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open';

/** spec §7 Flows (`/v1/api/dataprocess`). */
export function dataprocessRoutes(_app: FastifyInstance, _db: Db): void {}
