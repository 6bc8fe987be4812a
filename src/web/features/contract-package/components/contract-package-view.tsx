import { fileSizeText } from '../../../../shared/file-size';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { AlertTriangle, ArrowUpCircle, Check, CheckCircle2, Circle, CircleDot, FileDown, Pencil, Trash2, Upload, X } from 'lucide-react';
import {
  DOCUMENT_KIND_LABELS,
  MILESTONE_STATE_LABELS,
  RENEWAL_STATUS_LABELS,
  REVIEW_STATUS_LABELS,
  UPGRADE_STATUS_LABELS,
  type ContractPackage,
  type LocationDocument,
  type MilestoneItem,
  type UpgradeRequest,
} from '../../../../shared/contract-package.contracts';
import { PACKAGE_CODES, packageLabel } from '../../../../shared/packages';
import { formatCalendarDate, formatDateTime } from '../../../../shared/time';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ItemsOrNone } from '../../../components/data-table/items-or-none';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { SectionCard } from '../../../components/section-card';
import { Button } from '../../../components/ui/button';
import { PILL_TONES, StatusPill } from '../../../components/ui/status-pill';
import { errorMessage } from '../../../lib/api-client';
import {
  daysLeftText,
  HISTORY_FIELD_LABELS,
  MILESTONE_TONES,
  higherPackages,
  packagePrice,
  percentText,
  RENEWAL_TONES,
  REVIEW_TONES,
  UPGRADE_TONES,
} from '../contract-format';
import { useDeleteLocationDocument } from '../delete-document';
import { locationDocumentUrl } from '../get-contract-package';
import { useReviewDocument } from '../review-document';
import { useWithdrawUpgrade } from '../withdraw-upgrade';
import { AgreementDialog } from './agreement-dialog';
import { DecideUpgradeDialog } from './decide-upgrade-dialog';
import { MilestoneDialog } from './milestone-dialog';
import { RejectDocumentDialog } from './reject-document-dialog';
import { UpgradeRequestDialog } from './upgrade-request-dialog';
import { UploadDocumentDialog } from './upload-document-dialog';

/**
 * A location's contract package. `franchisee`: upload documents, delete own pending uploads, request and withdraw
 * upgrades. `manage` (franchisor): edit the agreement, review documents, edit milestones, decide upgrades, upload.
 * Head office without `manage` (admin) reads only.
 */
export function ContractPackageView({ pkg, franchisee, manage }: { pkg: ContractPackage; franchisee: boolean; manage: boolean }) {
  const [dialog, setDialog] = useState<'upload' | 'upgrade' | 'agreement' | null>(null);
  const [rejecting, setRejecting] = useState<LocationDocument | null>(null);
  const [deleting, setDeleting] = useState<LocationDocument | null>(null);
  const [milestone, setMilestone] = useState<MilestoneItem | null>(null);
  const [deciding, setDeciding] = useState<UpgradeRequest | null>(null);
  const review = useReviewDocument();
  const remove = useDeleteLocationDocument();
  const withdraw = useWithdrawUpgrade();
  const a = pkg.agreement;
  const pending = pkg.upgradeRequests.find((r) => r.status === 'pending');
  const canUpgrade = franchisee && a !== null && !pending && higherPackages(pkg.packages, a.package.code).length > 0;
  const close = () => setDialog(null);

  const approve = async (d: LocationDocument) => {
    try {
      await review.mutateAsync({ id: d.id, input: { decision: 'approved' } });
      toast.success('Document approved', { description: d.title });
    } catch (error) {
      toast.error('The document could not be approved', { description: errorMessage(error, 'Please try again.') });
    }
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        {franchisee || manage ? (
          <Button onClick={() => setDialog('upload')}>
            <Upload aria-hidden />
            Upload document
          </Button>
        ) : null}
        {canUpgrade ? (
          <Button variant="outline" onClick={() => setDialog('upgrade')}>
            <ArrowUpCircle aria-hidden />
            Request upgrade
          </Button>
        ) : null}
        {manage ? (
          <Button variant="outline" onClick={() => setDialog('agreement')}>
            <Pencil aria-hidden />
            {a ? 'Edit agreement' : 'Create agreement'}
          </Button>
        ) : null}
      </div>

      <div className="grid gap-4 lg:grid-cols-3">
        <SectionCard title="Franchise agreement" className="lg:col-span-2">
          {a ? (
            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2" data-testid="agreement-card">
              <Item label="Agreement number">
                <span className="font-mono">{a.agreementNumber}</span>
              </Item>
              <Item label="Package">
                <span className="font-medium">{packageLabel(a.package.code)}</span> · {packagePrice(a.package)}
              </Item>
              <Item label="Term">
                <time dateTime={a.termStart}>{formatCalendarDate(a.termStart)}</time> –{' '}
                <time dateTime={a.termEnd}>{formatCalendarDate(a.termEnd)}</time>
                <span
                  className={a.daysRemaining <= 90 ? 'block text-xs font-medium text-amber-800' : 'block text-xs text-muted-foreground'}
                >
                  {daysLeftText(a.daysRemaining)}
                </span>
              </Item>
              <Item label="Territory">{a.territory || '—'}</Item>
              <Item label="Renewal">
                <StatusPill
                  label={RENEWAL_STATUS_LABELS[a.renewalStatus]}
                  tone={RENEWAL_TONES[a.renewalStatus]}
                  status={a.renewalStatus}
                  kind="Renewal"
                />
              </Item>
              <Item label="Signed on">
                {a.signedOn ? <time dateTime={a.signedOn}>{formatCalendarDate(a.signedOn)}</time> : 'Not signed yet'}
              </Item>
            </dl>
          ) : (
            <p className="text-sm text-muted-foreground">No franchise agreement is recorded for this location yet.</p>
          )}
        </SectionCard>
        <SectionCard title="Royalty and fees">
          <dl className="grid gap-3 text-sm">
            <Item label="Royalty">
              <span className="text-lg font-semibold tabular-nums">{percentText(pkg.rates.royaltyPercent)}</span> of net sales
              <RateSource source={pkg.rates.royaltySource} />
            </Item>
            <Item label="Marketing fee">
              <span className="text-lg font-semibold tabular-nums">{percentText(pkg.rates.marketingFeePercent)}</span> of net sales
              <RateSource source={pkg.rates.marketingFeeSource} />
            </Item>
          </dl>
        </SectionCard>
      </div>

      <div className="grid gap-4 lg:grid-cols-3">
        <SectionCard title="Package inclusions">
          {a ? (
            <ul className="grid gap-2 text-sm">
              {a.package.inclusions.map((i) => (
                <li key={i} className="flex gap-2">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-green-700" />
                  {i}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">Shown once an agreement names the package.</p>
          )}
        </SectionCard>
        <SectionCard title="Milestones" className="lg:col-span-2">
          <ol className="grid gap-3" aria-label="Milestones in order">
            {pkg.milestones.map((m) => (
              <li key={m.milestone} className="flex flex-wrap items-start gap-3" data-testid="milestone" data-state={m.state}>
                <MilestoneIcon state={m.state} />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{m.label}</p>
                  <p className="text-xs text-muted-foreground">
                    {m.completedOn
                      ? `Completed ${formatCalendarDate(m.completedOn)}`
                      : m.dueOn
                        ? `Due ${formatCalendarDate(m.dueOn)}`
                        : 'No date set'}
                    {m.note ? ` · ${m.note}` : ''}
                  </p>
                </div>
                <StatusPill label={MILESTONE_STATE_LABELS[m.state]} tone={MILESTONE_TONES[m.state]} status={m.state} kind={null} />
                {manage ? (
                  <Button variant="ghost" size="sm" aria-label={`Edit ${m.label}`} onClick={() => setMilestone(m)}>
                    <Pencil aria-hidden />
                  </Button>
                ) : null}
              </li>
            ))}
          </ol>
        </SectionCard>
      </div>

      <SectionCard title="Documents">
        <ItemsOrNone items={pkg.documents} none="No documents yet.">
          <DataTable
            caption="Documents of this location"
            plain
            stacked
            data={pkg.documents}
            getRowId={(d) => d.id}
            rowHeader="title"
            rowProps={(d) => ({ 'data-testid': 'document-row', 'data-review': d.reviewStatus })}
            columns={documentColumns({
              franchisee,
              manage,
              busy: review.isPending,
              onApprove: (d) => void approve(d),
              onReject: setRejecting,
              onDelete: setDeleting,
            })}
          />
        </ItemsOrNone>
      </SectionCard>

      <div className="grid gap-4 lg:grid-cols-2">
        <SectionCard title="Upgrade requests">
          <ItemsOrNone items={pkg.upgradeRequests} none="No upgrade requests.">
            <ul className="grid gap-3">
              {pkg.upgradeRequests.map((r) => (
                <li key={r.id} className="grid gap-1 rounded-md border p-3 text-sm" data-testid="upgrade-request">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium">
                      {packageLabel(r.fromPackage)} → {packageLabel(r.toPackage)}
                    </span>
                    <StatusPill label={UPGRADE_STATUS_LABELS[r.status]} tone={UPGRADE_TONES[r.status]} status={r.status} />
                  </div>
                  <p>{r.reason}</p>
                  <p className="text-xs text-muted-foreground">
                    Asked {formatDateTime(r.createdAt)}
                    {r.requestedBy ? ` by ${r.requestedBy.name}` : ''}
                    {r.decidedAt && r.status !== 'withdrawn' ? ` · decided ${formatDateTime(r.decidedAt)}` : ''}
                  </p>
                  {r.decisionNote ? <p className="text-xs">Note: {r.decisionNote}</p> : null}
                  {r.status === 'pending' ? (
                    <div className="flex flex-wrap gap-2 pt-1">
                      {manage ? (
                        <Button size="sm" onClick={() => setDeciding(r)}>
                          Decide
                        </Button>
                      ) : null}
                      {franchisee ? (
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={withdraw.isPending}
                          onClick={() =>
                            void withdraw.mutateAsync(r.id).then(
                              () => toast.success('Request withdrawn'),
                              (error: unknown) =>
                                toast.error('Could not withdraw', { description: errorMessage(error, 'Please try again.') }),
                            )
                          }
                        >
                          Withdraw
                        </Button>
                      ) : null}
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          </ItemsOrNone>
        </SectionCard>
        <SectionCard title="Agreement history">
          <ItemsOrNone items={pkg.history} none="No changes recorded.">
            <ol className="grid gap-3 text-sm">
              {pkg.history.map((h) => (
                <li key={h.id} className="grid gap-1 border-l-2 border-border pl-3" data-testid="history-entry">
                  <p className="font-medium">{h.note ?? 'Agreement changed'}</p>
                  <p className="text-xs text-muted-foreground">
                    {formatDateTime(h.changedAt)}
                    {h.changedBy ? ` · ${h.changedBy.name}` : ''}
                  </p>
                  {h.changes.length ? (
                    <ul className="text-xs">
                      {h.changes.map((c) => (
                        <li key={c.field}>
                          {HISTORY_FIELD_LABELS[c.field] ?? c.field}: {historyValue(c.field, c.before)} → {historyValue(c.field, c.after)}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ol>
          </ItemsOrNone>
        </SectionCard>
      </div>

      <UploadDocumentDialog locationId={pkg.location.id} open={dialog === 'upload'} onClose={close} />
      {a ? (
        <UpgradeRequestDialog
          locationId={pkg.location.id}
          current={a.package}
          offered={pkg.packages}
          open={dialog === 'upgrade'}
          onClose={close}
        />
      ) : null}
      {manage ? (
        <>
          <AgreementDialog pkg={pkg} open={dialog === 'agreement'} onClose={close} />
          <RejectDocumentDialog document={rejecting} onClose={() => setRejecting(null)} />
          <MilestoneDialog locationId={pkg.location.id} milestone={milestone} onClose={() => setMilestone(null)} />
          <DecideUpgradeDialog request={deciding} offered={pkg.packages} onClose={() => setDeciding(null)} />
        </>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => (next ? undefined : setDeleting(null))}
        title="Delete this document?"
        description={deleting ? `“${deleting.title}” (${deleting.fileName}) is removed for good.` : ''}
        confirmLabel="Delete document"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutateAsync(deleting.id).then(
            () => {
              toast.success('Document deleted');
              setDeleting(null);
            },
            (error: unknown) => toast.error('The document could not be deleted', { description: errorMessage(error, 'Please try again.') }),
          );
        }}
      />
    </div>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function RateSource({ source }: { source: 'location' | 'network' }) {
  return (
    <span className="block text-xs text-muted-foreground">{source === 'location' ? 'This location’s agreed rate' : 'Network default'}</span>
  );
}

function MilestoneIcon({ state }: { state: MilestoneItem['state'] }) {
  const Icon = state === 'completed' ? CheckCircle2 : state === 'in_progress' ? CircleDot : Circle;
  return (
    <Icon
      aria-hidden
      className={
        state === 'completed'
          ? 'mt-0.5 size-5 text-green-700'
          : state === 'in_progress'
            ? 'mt-0.5 size-5 text-sky-700'
            : 'mt-0.5 size-5 text-slate-400'
      }
    />
  );
}

function historyValue(field: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return field.endsWith('Percent') ? 'network default' : '—';
  if (field.endsWith('Percent') && typeof v === 'number') return percentText(v);
  if (field === 'packageCode' && typeof v === 'string' && (PACKAGE_CODES as readonly string[]).includes(v)) return packageLabel(v as 'A');
  if (field === 'renewalStatus' && typeof v === 'string' && v in RENEWAL_STATUS_LABELS) return RENEWAL_STATUS_LABELS[v as 'due'];
  if (typeof v === 'string' && /^\d{4}-\d\d-\d\d$/.test(v)) return formatCalendarDate(v);
  return String(v);
}

function documentColumns(o: {
  franchisee: boolean;
  manage: boolean;
  busy: boolean;
  onApprove: (d: LocationDocument) => void;
  onReject: (d: LocationDocument) => void;
  onDelete: (d: LocationDocument) => void;
}): DataTableColumn<LocationDocument>[] {
  const columns: DataTableColumn<LocationDocument>[] = [
    {
      id: 'title',
      header: 'Document',
      meta: { cardLabel: false, cardClassName: 'max-md:col-span-2' },
      cell: ({ row: { original: d } }) => (
        <div className="grid min-w-0 gap-0.5">
          <span className="font-medium">{d.title}</span>
          <span className="text-xs text-muted-foreground">
            {DOCUMENT_KIND_LABELS[d.kind]} · {fileSizeText(d.fileSize)}
          </span>
          <a
            href={locationDocumentUrl(d.id)}
            download={d.fileName}
            className="inline-flex max-w-56 items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
          >
            <FileDown aria-hidden className="size-4 shrink-0" />
            <span className="truncate">{d.fileName}</span>
            <span className="sr-only"> (download {d.title})</span>
          </a>
        </div>
      ),
    },
    {
      id: 'expires',
      header: 'Expires',
      cell: ({ row: { original: d } }) =>
        d.expiresOn ? (
          <div className="grid gap-1">
            <time dateTime={d.expiresOn} className="whitespace-nowrap">
              {formatCalendarDate(d.expiresOn)}
            </time>
            {d.expired ? (
              <StatusPill label="Expired" tone={PILL_TONES.bad} status="expired" kind="Expiry" className="w-fit" />
            ) : d.expiringSoon ? (
              <span
                className="inline-flex items-center gap-1 whitespace-nowrap text-xs font-medium text-amber-800"
                data-testid="expiring-flag"
              >
                <AlertTriangle aria-hidden className="size-3.5" />
                Expiring soon
              </span>
            ) : null}
          </div>
        ) : (
          <span className="text-muted-foreground">No expiry</span>
        ),
    },
    {
      id: 'review',
      header: 'Review',
      cell: ({ row: { original: d } }) => (
        <div className="grid gap-1">
          <StatusPill
            label={REVIEW_STATUS_LABELS[d.reviewStatus]}
            tone={REVIEW_TONES[d.reviewStatus]}
            status={d.reviewStatus}
            kind="Review"
            className="w-fit"
          />
          {d.reviewNote ? <span className="text-xs">{d.reviewNote}</span> : null}
        </div>
      ),
    },
    {
      id: 'uploaded',
      header: 'Uploaded',
      cell: ({ row: { original: d } }) => (
        <span className="text-xs">
          <span className="whitespace-nowrap">{formatDateTime(d.uploadedAt)}</span>
          {d.uploadedBy ? <span className="block text-muted-foreground">by {d.uploadedBy.name}</span> : null}
        </span>
      ),
    },
  ];
  if (o.manage || o.franchisee) {
    columns.push({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: 'text-right whitespace-nowrap', cardLabel: false, cardClassName: 'max-md:col-span-2' },
      cell: ({ row: { original: d } }) => (
        <div className="flex flex-wrap justify-end gap-1 max-md:justify-start">
          {o.manage && d.reviewStatus === 'pending' ? (
            <>
              <Button size="sm" variant="outline" disabled={o.busy} onClick={() => o.onApprove(d)} aria-label={`Approve ${d.title}`}>
                <Check aria-hidden />
                Approve
              </Button>
              <Button size="sm" variant="outline" onClick={() => o.onReject(d)} aria-label={`Reject ${d.title}`}>
                <X aria-hidden />
                Reject
              </Button>
            </>
          ) : null}
          {d.canDelete ? (
            <Button size="sm" variant="ghost" onClick={() => o.onDelete(d)} aria-label={`Delete ${d.title}`}>
              <Trash2 aria-hidden />
              <span className="md:sr-only">Delete</span>
            </Button>
          ) : null}
        </div>
      ),
    });
  }
  return columns;
}
