import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Purchasing routes: suppliers.read (franchisor, admin) and suppliers.write (franchisor). */
export async function purchasingRoutes(_app: FastifyInstance, _ctx: AppContext) {}
