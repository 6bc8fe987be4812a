import { AlertTriangle } from 'lucide-react';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { approvalCapacityText } from '../../../lib/approval-text';
import { useApprovalCapacity } from '../get-approval-capacity';

/**
 * Says plainly when orders above the two-approver threshold cannot be approved because fewer than two
 * franchisor accounts are active (approvals page, IAM console). Nothing while the rule can be met.
 */
export function ApprovalCapacityNotice({ enabled = true }: { enabled?: boolean }) {
  const capacity = useApprovalCapacity(enabled);
  const text = capacity.data ? approvalCapacityText(capacity.data) : null;
  if (!text) return null;
  return (
    <Alert variant="warning" className="mb-4">
      <AlertTriangle aria-hidden className="mt-0.5 shrink-0" />
      <AlertDescription>{text}</AlertDescription>
    </Alert>
  );
}
