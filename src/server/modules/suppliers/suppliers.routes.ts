import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Supplier routes: suppliers.read (franchisor, admin) and suppliers.write (franchisor). */
export async function suppliersRoutes(_app: FastifyInstance, _ctx: AppContext) {}
