import { describe, expect, it } from 'vitest';
import {
  approvalCapacityText,
  approvalsProgressText,
  blockedReasonText,
  orderApprovalProgressText,
  bulkSummaryText,
  creditHoldText,
  decisionOutcomeText,
  queueSummaryText,
  stockStateText,
} from './approval-text';

const approval = (approverName: string) => ({ approverName, comment: null, createdAt: '2025-03-01T02:00:00Z' });

describe('approval queue wording', () => {
  it('sums up the whole queue, the range this page shows, and the selection on this page', () => {
    const base = { pageSize: 25, selected: 0, thresholdCentavos: 25_000_00 };
    expect(queueSummaryText({ ...base, total: 720, shown: 25, page: 2 })).toBe(
      '720 orders waiting · showing 26–50 · two approvers above ₱25,000.00',
    );
    expect(queueSummaryText({ ...base, total: 720, shown: 20, page: 29 })).toBe(
      '720 orders waiting · showing 701–720 · two approvers above ₱25,000.00',
    );
    expect(queueSummaryText({ ...base, total: 1, shown: 1, page: 1 })).toBe('1 order waiting · two approvers above ₱25,000.00');
    expect(queueSummaryText({ ...base, total: 1200, shown: 25, page: 1 })).toBe(
      '1,200 orders waiting · showing 1–25 · two approvers above ₱25,000.00',
    );
    expect(queueSummaryText({ ...base, total: 720, shown: 25, page: 3, selected: 4 })).toBe('4 of 25 on this page selected');
  });

  it('explains why Approve is disabled', () => {
    expect(blockedReasonText('own_order')).toBe('You placed this order');
    expect(blockedReasonText('already_approved')).toBe('You already approved; a second approver is needed');
    expect(blockedReasonText(null)).toBeNull();
  });

  it('shows approvals progress only for two-approver orders', () => {
    expect(approvalsProgressText({ approvalsRequired: 1, approvals: [] })).toBeNull();
    expect(approvalsProgressText({ approvalsRequired: 2, approvals: [] })).toBe('0 of 2 approvals');
    expect(approvalsProgressText({ approvalsRequired: 2, approvals: [approval('Ana')] })).toBe('1 of 2 approvals');
    // Never more given than required, even if the history holds more rows.
    expect(approvalsProgressText({ approvalsRequired: 2, approvals: [approval('Ana'), approval('Ben'), approval('Cy')] })).toBe(
      '2 of 2 approvals',
    );
  });

  it('names the stock state of a line', () => {
    expect(stockStateText({ stockOk: true, warehouseOnHand: 40 })).toBe('In stock');
    expect(stockStateText({ stockOk: false, warehouseOnHand: 3 })).toBe('Short: 3 on hand');
    expect(stockStateText({ stockOk: false, warehouseOnHand: -2 })).toBe('Short: 0 on hand');
  });

  it('warns of a credit hold only when invoices are overdue', () => {
    expect(creditHoldText({ count: 0, amountCentavos: 0 })).toBeNull();
    expect(creditHoldText({ count: 1, amountCentavos: 1_250_00 })).toBe('Credit hold: 1 overdue invoice (₱1,250.00)');
    expect(creditHoldText({ count: 2, amountCentavos: 30_000_50 })).toBe('Credit hold: 2 overdue invoices (₱30,000.50)');
  });

  it('says what a decision did', () => {
    expect(decisionOutcomeText('approve', { ok: true, approvalsRemaining: 0, message: null })).toBe('Order approved');
    expect(decisionOutcomeText('approve', { ok: true, approvalsRemaining: 1, message: null })).toBe('Approval recorded — 1 more needed');
    expect(decisionOutcomeText('reject', { ok: true, approvalsRemaining: 0, message: null })).toBe('Order rejected');
    expect(decisionOutcomeText('approve', { ok: false, approvalsRemaining: 1, message: 'You placed this order.' })).toBe(
      'You placed this order.',
    );
    expect(decisionOutcomeText('reject', { ok: false, approvalsRemaining: 0, message: null })).toBe('Could not be rejected.');
  });

  it('summarises a bulk decision', () => {
    expect(bulkSummaryText('approve', [{ ok: true }, { ok: false }, { ok: true }])).toBe('2 of 3 orders approved');
    expect(bulkSummaryText('reject', [{ ok: true }])).toBe('1 of 1 order rejected');
  });
});

describe('two-approver rule wording (issue 11)', () => {
  it('says plainly when fewer than two franchisor accounts are active, with the threshold from the server', () => {
    expect(approvalCapacityText({ twoApproverThresholdCentavos: 25_000_00, activeApprovers: 1 })).toBe(
      'Orders above ₱25,000 need two approvers; only one franchisor account is active',
    );
    expect(approvalCapacityText({ twoApproverThresholdCentavos: 40_000_50, activeApprovers: 0 })).toBe(
      'Orders above ₱40,000.50 need two approvers; no franchisor account is active',
    );
    expect(approvalCapacityText({ twoApproverThresholdCentavos: 25_000_00, activeApprovers: 2 })).toBeNull();
  });

  it('tells the franchisee how far the approvals have come', () => {
    const o = (given: number, required = 2, status = 'pending_approval') => ({ status, approvals: { given, required } });
    expect(orderApprovalProgressText(o(1))).toBe('Approved by 1 of 2 — waiting for a second approver');
    expect(orderApprovalProgressText(o(0))).toBe('Needs 2 approvals from head office');
    expect(orderApprovalProgressText(o(0, 1))).toBeNull();
    expect(orderApprovalProgressText(o(2, 2, 'approved'))).toBeNull();
    expect(orderApprovalProgressText(o(1, 2, 'rejected'))).toBeNull();
  });
});
