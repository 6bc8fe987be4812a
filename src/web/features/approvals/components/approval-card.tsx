import { useId } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, Check, UserCheck, X } from 'lucide-react';
import type { ApprovalQueueItem } from '../../../../shared/operations.contracts';
import { relativeTime } from '../../../../shared/notifications.contracts';
import { paths } from '../../../../shared/routes';
import { formatPeso } from '../../../../shared/money';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../../shared/time';
import { approvalsProgressText, blockedReasonText, creditHoldText } from '../../../lib/approval-text';
import { ApprovalLines } from './approval-lines';

/** One order waiting for approval: who, what, whether stock and credit allow it, and the decision buttons. */
export function ApprovalCard({
  item,
  now,
  selected,
  onSelect,
  onApprove,
  onReject,
}: {
  item: ApprovalQueueItem;
  now: Date;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onApprove: () => void;
  onReject: () => void;
}) {
  const id = useId();
  const { order } = item;
  const creditHold = creditHoldText(item.overdueInvoices);
  const progress = approvalsProgressText(item);
  const blocked = blockedReasonText(item.blockedReason);
  const short = item.lines.filter((l) => !l.stockOk).length;

  return (
    <li>
      <article
        aria-labelledby={`${id}-title`}
        data-testid="approval-card"
        className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5"
      >
        <header className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-4 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)_auto]">
          <input
            id={`${id}-select`}
            type="checkbox"
            className="mt-1 size-4 shrink-0 accent-primary"
            aria-label={`Select ${order.orderNumber}`}
            checked={selected}
            onChange={(e) => onSelect(e.target.checked)}
          />
          <div className="grid min-w-0 gap-1">
            <h2 id={`${id}-title`} className="text-lg font-semibold leading-tight">
              <Link to={paths.orderDetail(order.id)} className="break-all text-primary underline-offset-4 hover:underline">
                {order.orderNumber}
              </Link>
            </h2>
            <p className="text-sm text-muted-foreground">
              <span className="font-medium text-foreground">{order.location.name}</span> · {item.brand.name}
              {item.franchisee ? <> · {item.franchisee}</> : null}
            </p>
            <p className="text-sm text-muted-foreground">
              Placed{' '}
              <time dateTime={order.createdAt} title={formatDateTime(order.createdAt)}>
                {relativeTime(order.createdAt, now)}
              </time>{' '}
              · {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'}
            </p>
          </div>
          <p className="col-start-2 text-xl font-semibold tabular-nums sm:col-start-3 sm:row-start-1 sm:text-right">
            <span className="sr-only">Total </span>
            {formatPeso(order.totalCentavos)}
          </p>
        </header>

        {creditHold ? (
          <Alert variant="destructive" role="note">
            <AlertTriangle aria-hidden className="mt-0.5" />
            <AlertDescription className="font-medium">{creditHold}</AlertDescription>
          </Alert>
        ) : null}

        <ApprovalLines lines={item.lines} orderNumber={order.orderNumber} />

        <dl className="grid gap-x-6 gap-y-2 text-sm sm:flex sm:flex-wrap">
          <div className="flex gap-1.5">
            <dt className="text-muted-foreground">Spent this month</dt>
            <dd className="font-medium tabular-nums">{formatPeso(item.locationSpendThisMonthCentavos)}</dd>
          </div>
          {short > 0 ? (
            <div className="flex gap-1.5 text-destructive">
              <dt>Stock</dt>
              <dd className="font-medium">
                {short} {short === 1 ? 'line is' : 'lines are'} short
              </dd>
            </div>
          ) : null}
          {progress ? (
            <div className="flex gap-1.5">
              <dt className="sr-only">Approvals</dt>
              <dd className="inline-flex items-center gap-1 font-medium text-sky-800">
                <UserCheck aria-hidden className="size-4" />
                {progress}
              </dd>
            </div>
          ) : null}
        </dl>

        {item.approvals.length > 0 ? (
          <ul className="grid gap-1 text-sm" aria-label="Approvals so far">
            {item.approvals.map((a) => (
              <li key={`${a.createdAt}-${a.approverName ?? ''}`} className="break-words">
                Approved by <span className="font-medium">{a.approverName ?? 'a former user'}</span>{' '}
                <time dateTime={a.createdAt} className="text-muted-foreground">
                  {relativeTime(a.createdAt, now)}
                </time>
                {a.comment ? <span className="text-muted-foreground"> — “{a.comment}”</span> : null}
              </li>
            ))}
          </ul>
        ) : null}

        <footer className="flex flex-wrap items-center justify-end gap-2 border-t border-border pt-4">
          {blocked ? (
            <p id={`${id}-blocked`} className="mr-auto text-sm text-muted-foreground">
              {blocked}
            </p>
          ) : null}
          <Button variant="outline" onClick={onReject} className="text-destructive">
            <X aria-hidden />
            Reject
          </Button>
          <Button onClick={onApprove} disabled={blocked !== null} aria-describedby={blocked ? `${id}-blocked` : undefined}>
            <Check aria-hidden />
            Approve
          </Button>
        </footer>
      </article>
    </li>
  );
}
