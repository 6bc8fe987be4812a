import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ZIdParam } from '../../../shared/http';
import { requireActor } from '../../auth/session';
import { roleHas } from '../../../shared/roles';
import { AppError } from '../../lib/app-error';
import { routeKit } from '../../lib/route-kit';
import {
  ZApprovalCapacity,
  ZApprovalQueue,
  ZApprovalQueueQuery,
  ZApprove,
  ZBulkDecision,
  ZBulkResult,
  ZDecisionResult,
  ZReject,
} from '../../../shared/operations.contracts';

const ZOrderId = ZIdParam('orderId');

export async function approvalRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = routeKit(app, ['approvals']);
  const onRequest = ctx.guards.can('orders.approve');

  api.get(
    '/api/approvals',
    onRequest,
    { summary: 'Orders waiting for approval, oldest first', querystring: ZApprovalQueueQuery, response: { 200: ZApprovalQueue } },
    async (req) => ctx.approvals.queue(requireActor(req), req.query),
  );
  // Approvers and the IAM console (where franchisor accounts are managed) both show whether the rule can be met.
  const approverOrIam = async (req: Parameters<typeof ctx.guards.requireSession>[0]) => {
    const { role } = (await ctx.guards.requireSession(req)).actor;
    if (!roleHas(role, 'orders.approve') && !roleHas(role, 'iam.view')) throw AppError.forbidden();
  };
  api.get(
    '/api/approvals/capacity',
    approverOrIam,
    {
      summary: 'Whether two active franchisor accounts exist for orders above the two-approver threshold',
      response: { 200: ZApprovalCapacity },
    },
    async () => ctx.approvals.capacity(),
  );
  api.post(
    '/api/approvals/:orderId/approve',
    onRequest,
    {
      summary: 'Approve (two approvers above the threshold)',
      params: ZOrderId,
      body: ZApprove,
      example: { comment: 'Within the March budget for the Makati store.' },
      response: { 200: ZDecisionResult },
      errors: [404, 409],
    },
    async (req) => ctx.approvals.approve(requireActor(req), req.params.orderId, req.body.comment),
  );
  api.post(
    '/api/approvals/:orderId/reject',
    onRequest,
    {
      summary: 'Reject with a reason (stock released)',
      params: ZOrderId,
      body: ZReject,
      example: { reason: 'Quantities are above the store’s par level; please resubmit with 12 cases of espresso beans.' },
      response: { 200: ZDecisionResult },
      errors: [404, 409],
    },
    async (req) => ctx.approvals.reject(requireActor(req), req.params.orderId, req.body.reason),
  );
  api.post(
    '/api/approvals/bulk',
    onRequest,
    {
      summary: 'Approve or reject several orders, each on its own',
      body: ZBulkDecision,
      example: {
        orderIds: ['6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f', '0b7d4e21-5a3c-4f8e-9d62-7c1e3a5b9f04'],
        decision: 'approve',
        comment: 'Weekly restock for the Metro Manila stores.',
      },
      response: { 200: ZBulkResult },
    },
    async (req) => ({
      results: await ctx.approvals.bulk(
        requireActor(req),
        req.body.orderIds,
        req.body.decision,
        (req.body.decision === 'approve' ? req.body.comment : req.body.reason) || null,
      ),
    }),
  );
}
