import { useState } from 'react';
import { Download } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { SalesDay, SalesHistoryEntry } from '../../../../shared/sales.contracts';
import { formatPeso } from '../../../../shared/money';
import { formatCalendarDate, formatDateTime } from '../../../../shared/time';
import { DOCUMENT_RULES, FileField, useFileUpload } from '../../../components/form';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { useSalesHistory } from '../get-sales-history';
import { invalidateAfterSales } from '../invalidate-after-sales';
import { salesProofUrl, uploadSalesProof } from '../upload-sales-proof';
import { SALES_STATUS_LABELS, SalesStatusBadge } from './sales-status-badge';
import { SalesDayItems } from './sales-day-items';

/**
 * One day in full: its figures, its proof (download, and for the franchisee an upload) and its history — every
 * submission, correction (with the figures it replaced) and review.
 */
export function SalesDayDetails({ day, canAttach, onClose }: { day: SalesDay | null; canAttach: boolean; onClose: () => void }) {
  if (!day) return null;
  return (
    <DialogShell
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={`Sales for ${formatCalendarDate(day.salesDate)}`}
      description={day.location.name}
      className="sm:max-w-2xl"
    >
      <div className="grid gap-5 text-sm">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
          <Figure label="Gross" value={formatPeso(day.grossCentavos)} />
          <Figure label="Discounts" value={formatPeso(day.discountsCentavos)} />
          <Figure label="Refunds" value={formatPeso(day.refundsCentavos)} />
          <Figure label="Net" value={formatPeso(day.netCentavos)} />
          <Figure label="Cash" value={formatPeso(day.cashCentavos)} />
          <Figure label="Card" value={formatPeso(day.cardCentavos)} />
          <Figure label="Digital" value={formatPeso(day.digitalCentavos)} />
          <Figure label="Transactions" value={String(day.transactions)} />
        </dl>
        <div className="flex flex-wrap items-center gap-2">
          <SalesStatusBadge status={day.status} />
          {day.rejectionReason ? <span className="text-red-700 dark:text-red-300">Rejected: {day.rejectionReason}</span> : null}
        </div>
        {day.notes ? <p className="whitespace-pre-line text-muted-foreground">{day.notes}</p> : null}
        <SalesDayItems day={day} />
        <ProofSection day={day} canAttach={canAttach} />
        <HistorySection id={day.id} />
      </div>
    </DialogShell>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}

function ProofSection({ day, canAttach }: { day: SalesDay; canAttach: boolean }) {
  const queryClient = useQueryClient();
  const upload = useFileUpload();
  const [name, setName] = useState(day.proofName);
  return (
    <section aria-labelledby={`proof-${day.id}`} className="grid gap-2">
      <h3 id={`proof-${day.id}`} className="font-semibold">
        Proof
      </h3>
      {name ? (
        <a className="inline-flex items-center gap-2 text-primary underline-offset-4 hover:underline" href={salesProofUrl(day.id)} download>
          <Download aria-hidden className="size-4" />
          {name}
        </a>
      ) : (
        <p className="text-muted-foreground">No proof attached.</p>
      )}
      {canAttach ? (
        <FileField
          id={`proof-file-${day.id}`}
          label={name ? 'Replace proof' : 'Attach proof'}
          hint="PDF, Word, JPG or PNG, at most 5 MB (e.g. the POS Z-report)."
          rules={DOCUMENT_RULES}
          progress={upload.progress}
          error={upload.error}
          onFileChange={async (file) => {
            if (!file) return;
            try {
              const saved = await upload.run((onProgress) => uploadSalesProof(day.id, file, onProgress));
              setName(saved.proofName);
              invalidateAfterSales(queryClient);
              toast.success('Proof attached');
            } catch {
              // The field shows the server's message.
            }
          }}
        />
      ) : null}
    </section>
  );
}

const statusWord = (s: string | null) => (s ? (SALES_STATUS_LABELS[s as keyof typeof SALES_STATUS_LABELS] ?? s) : null);

function HistorySection({ id }: { id: string }) {
  const history = useSalesHistory(id);
  return (
    <section aria-labelledby={`history-${id}`} className="grid gap-2">
      <h3 id={`history-${id}`} className="font-semibold">
        History
      </h3>
      {history.isPending ? (
        <p className="text-muted-foreground">Loading history…</p>
      ) : history.isError ? (
        <p role="alert">The history could not be loaded.</p>
      ) : (
        <ol className="grid gap-2">
          {history.data.map((h) => (
            <HistoryItem key={h.id} entry={h} />
          ))}
        </ol>
      )}
    </section>
  );
}

function HistoryItem({ entry: h }: { entry: SalesHistoryEntry }) {
  const previousNet = typeof h.previous?.netCentavos === 'number' ? formatPeso(h.previous.netCentavos) : null;
  return (
    <li className="rounded-lg border border-border p-3">
      <p className="flex flex-wrap justify-between gap-x-3">
        <span className="font-medium">
          {h.fromStatus ? `${statusWord(h.fromStatus)} → ` : ''}
          {statusWord(h.toStatus)}
        </span>
        <span className="text-xs text-muted-foreground">
          {formatDateTime(h.createdAt)}
          {h.actorName ? ` · ${h.actorName}` : ''}
        </span>
      </p>
      {h.note ? <p className="mt-1">{h.note}</p> : null}
      {previousNet ? <p className="mt-1 text-xs text-muted-foreground">Net before this change: {previousNet}</p> : null}
    </li>
  );
}
