import { useId, useState } from 'react';
import { ChevronDown, ChevronRight, Download, X } from 'lucide-react';
import { LoadError } from '../../../components/feedback/load-error';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { useDebouncedField } from '../../../lib/use-debounced-field';
import { ListPagination } from '../../../components/data-table/pagination';
import { formatDateTime } from '../../../../shared/time';
import { useAuditLog } from '../get-audit-log';
import { actionLabel, prettyJson } from '../iam-format';
import { AUDIT_PAGE_SIZE, auditCsvHref, NO_AUDIT_FILTERS, type AuditFilters } from '../../../lib/filters/iam-filters';
import { EmptyState, ListSkeleton } from './load-states';

/** Audit log: search, action and date range filters, newest first, before/after on demand, CSV export. */
export function AuditPanel({ filters, onChange }: { filters: AuditFilters; onChange: (f: AuditFilters, replace: boolean) => void }) {
  const log = useAuditLog(filters);
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  let body;
  if (log.isPending) body = <ListSkeleton label="Loading audit log" />;
  else if (log.isError && !log.data)
    body = <LoadError error={log.error} fallback="The audit log could not be loaded." onRetry={() => void log.refetch()} />;
  else {
    const { items, total } = log.data;
    body = (
      <div className="grid gap-3" aria-busy={log.isPlaceholderData || undefined}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            <span className="font-medium text-foreground">{total.toLocaleString('en-PH')}</span> {total === 1 ? 'entry' : 'entries'}
          </p>
          <Button asChild variant="outline" size="sm">
            <a href={auditCsvHref(filters)} download>
              <Download aria-hidden />
              Export CSV
            </a>
          </Button>
        </div>
        {items.length === 0 ? (
          <EmptyState>
            {filters.search || filters.action || filters.from || filters.to ? 'No entries match these filters.' : 'Nothing recorded yet.'}
          </EmptyState>
        ) : (
          <div
            className={cn(
              'md:overflow-x-auto md:rounded-xl md:border md:border-border md:bg-card md:shadow-sm',
              log.isPlaceholderData && 'opacity-60',
            )}
          >
            {/* One tbody per entry (its row and, when open, its before/after); below md each entry is a card. */}
            <table className="w-full text-sm max-md:grid max-md:gap-3">
              <caption className="sr-only">Audit log</caption>
              <thead className="bg-muted/60 text-left text-xs uppercase tracking-wide text-muted-foreground max-md:hidden">
                <tr>
                  <th scope="col" className="w-10 px-2 py-2">
                    <span className="sr-only">Details</span>
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    When
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Who
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Action
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Target
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Address
                  </th>
                </tr>
              </thead>
              {items.map((e) => {
                const open = expanded.has(e.id);
                return (
                  <tbody
                    key={e.id}
                    className="border-t border-border max-md:block max-md:rounded-xl max-md:border max-md:bg-card max-md:p-3 max-md:shadow-sm"
                  >
                    <tr
                      data-testid="iam-audit-row"
                      data-action={e.action}
                      className="max-md:grid max-md:grid-cols-[auto_minmax(0,1fr)] max-md:gap-x-2 max-md:gap-y-0.5"
                    >
                      <td className="px-2 py-2 align-top max-md:row-span-5 max-md:p-0">
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-8"
                          aria-expanded={open}
                          aria-controls={`audit-${e.id}`}
                          aria-label={`${open ? 'Hide' : 'Show'} before and after of ${actionLabel(e.action)}`}
                          onClick={() => toggle(e.id)}
                        >
                          {open ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
                        </Button>
                      </td>
                      <td className="whitespace-nowrap px-3 py-2.5 align-top max-md:col-start-2 max-md:row-start-2 max-md:p-0 max-md:text-xs max-md:text-muted-foreground">
                        <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
                      </td>
                      <td className="px-3 py-2.5 align-top max-md:col-start-2 max-md:row-start-3 max-md:p-0 max-md:[overflow-wrap:anywhere] md:whitespace-nowrap">
                        <span className="text-muted-foreground md:hidden">By </span>
                        {e.actorEmail ?? 'System'}
                      </td>
                      <td className="px-3 py-2.5 align-top max-md:col-start-2 max-md:row-start-1 max-md:p-0">
                        <span className="font-medium">{actionLabel(e.action)}</span>
                        <code className="block text-xs text-muted-foreground max-md:hidden">{e.action}</code>
                      </td>
                      <td className="px-3 py-2.5 align-top [overflow-wrap:anywhere] max-md:col-start-2 max-md:row-start-4 max-md:p-0 md:min-w-48">
                        <span className="text-muted-foreground md:hidden">On </span>
                        {e.targetLabel ?? e.targetId ?? '—'}
                        <span className="block text-xs text-muted-foreground max-md:inline max-md:before:content-['_·_']">
                          {e.targetType}
                        </span>
                      </td>
                      <td className="whitespace-nowrap px-3 py-2.5 align-top text-muted-foreground max-md:col-start-2 max-md:row-start-5 max-md:p-0 max-md:text-xs">
                        <span className="md:hidden">From </span>
                        {e.ipAddress ?? '—'}
                      </td>
                    </tr>
                    {open ? (
                      <tr id={`audit-${e.id}`} className="bg-muted/40 max-md:mt-3 max-md:block max-md:rounded-lg">
                        <td colSpan={6} className="px-3 py-3 max-md:block max-md:p-2">
                          <div className="grid gap-3 md:grid-cols-2">
                            <div className="grid min-w-0 content-start gap-1">
                              <span className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Before</span>
                              <pre className="max-h-64 overflow-auto rounded-md border border-border bg-card p-2 text-xs">
                                {prettyJson(e.before)}
                              </pre>
                            </div>
                            <div className="grid min-w-0 content-start gap-1">
                              <span className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">After</span>
                              <pre className="max-h-64 overflow-auto rounded-md border border-border bg-card p-2 text-xs">
                                {prettyJson(e.after)}
                              </pre>
                            </div>
                          </div>
                        </td>
                      </tr>
                    ) : null}
                  </tbody>
                );
              })}
            </table>
          </div>
        )}
        <ListPagination
          page={filters.page}
          total={total}
          pageSize={AUDIT_PAGE_SIZE}
          empty={items.length === 0}
          onPage={(page) => onChange({ ...filters, page }, false)}
          busy={log.isPlaceholderData}
        />
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <AuditFiltersBar filters={filters} onChange={(f) => onChange(f, true)} />
      {body}
    </div>
  );
}

function AuditFiltersBar({ filters, onChange }: { filters: AuditFilters; onChange: (f: AuditFilters) => void }) {
  const id = useId();
  const search = useDebouncedField({
    value: filters.search,
    onCommit: (t) => onChange({ ...filters, search: t.trim(), page: 1 }),
    same: (t, v) => t.trim() === v,
    delayMs: 350,
  });
  const action = useDebouncedField({
    value: filters.action,
    onCommit: (t) => onChange({ ...filters, action: t.trim(), page: 1 }),
    same: (t, v) => t.trim() === v,
    delayMs: 350,
  });
  const active = filters.search || filters.action || filters.from || filters.to;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end">
      <div role="search" className="col-span-2 grid gap-2 lg:col-span-1">
        <Label htmlFor={`${id}-q`}>Search the log</Label>
        <Input
          id={`${id}-q`}
          type="search"
          placeholder="Who, target or detail"
          autoComplete="off"
          maxLength={100}
          value={search.text}
          onChange={(e) => search.change(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && search.flush()}
          onBlur={search.flush}
        />
      </div>
      <div className="col-span-2 grid gap-2 lg:col-span-1">
        <Label htmlFor={`${id}-action`}>Action</Label>
        <Input
          id={`${id}-action`}
          placeholder="e.g. user.status"
          autoComplete="off"
          maxLength={60}
          value={action.text}
          onChange={(e) => action.change(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && action.flush()}
          onBlur={action.flush}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input
          id={`${id}-from`}
          type="date"
          className="min-w-0"
          value={filters.from ?? ''}
          max={filters.to ?? undefined}
          onChange={(e) => onChange({ ...filters, from: e.target.value || null, page: 1 })}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-to`}>To</Label>
        <Input
          id={`${id}-to`}
          type="date"
          className="min-w-0"
          value={filters.to ?? ''}
          min={filters.from ?? undefined}
          onChange={(e) => onChange({ ...filters, to: e.target.value || null, page: 1 })}
        />
      </div>
      {active ? (
        <Button variant="ghost" className="justify-self-start" onClick={() => onChange(NO_AUDIT_FILTERS)}>
          <X aria-hidden />
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
