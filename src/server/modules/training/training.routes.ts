import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

// Skeleton (issue 15): the module's helper adds the routes.
export async function trainingRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
