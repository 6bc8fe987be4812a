import { useState } from 'react';
import { FileSpreadsheet } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { SalesImportPreview, SalesPreviewRow } from '../../../../shared/sales.contracts';
import {
  POS_MAPPING_FIELD_LABELS,
  POS_MAPPING_FIELDS,
  type PosFileColumns,
  type PosMapping,
  type SalesImportLayout,
} from '../../../../shared/pos-mapping.contracts';
import { UPLOADS } from '../../../../shared/constants';
import { formatPeso } from '../../../../shared/money';
import { describeSpreadsheetSource } from '../../../../shared/spreadsheet.contracts';
import { FileField, useFileUpload, type FileRules } from '../../../components/form';
import { DataTable, Pagination, pageCount, type DataTableColumn } from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import { commitSalesImport, previewSalesImport, salesTemplateUrl } from '../import-sales';
import { readPosColumns, usePosMapping } from '../pos-mapping';
import { PosMappingForm } from './pos-mapping-form';
import { invalidateAfterSales } from '../invalidate-after-sales';

const SPREADSHEET_RULES: FileRules = {
  // .txt and .tsv: Excel's "Unicode text" (UTF-16, tab-separated) and other tab-separated exports.
  extensions: ['csv', 'xlsx', 'txt', 'tsv'],
  maxBytes: UPLOADS.maxBytes,
  wrongTypeMessage: 'Choose a CSV, XLSX or tab-separated text file.',
  tooLargeMessage: 'The file is larger than 5 MB.',
  emptyMessage: 'The file is empty.',
};
const PREVIEW_PAGE = 50;

const amount = (v: number | null) => (v === null ? '—' : formatPeso(v));

const columns: DataTableColumn<SalesPreviewRow>[] = [
  { id: 'line', header: 'Line', meta: { className: 'tabular-nums', cardLabel: 'Line' }, cell: ({ row: { original: r } }) => r.line },
  {
    id: 'date',
    header: 'Date',
    meta: { className: 'whitespace-nowrap', cardLabel: 'Date' },
    cell: ({ row: { original: r } }) => r.salesDate ?? '—',
  },
  {
    id: 'net',
    header: 'Net',
    meta: { className: 'text-right tabular-nums max-md:text-left', cardLabel: 'Net' },
    cell: ({ row: { original: r } }) => amount(r.netCentavos),
  },
  {
    id: 'result',
    header: 'Result',
    meta: { cardLabel: false, cardClassName: 'max-md:col-span-2' },
    cell: ({ row: { original: r } }) =>
      r.errors.length === 0 ? (
        <span className="text-emerald-700 dark:text-emerald-300">Ready to import</span>
      ) : (
        <ul className="grid gap-0.5 text-red-700 dark:text-red-300">
          {r.errors.map((e, i) => (
            <li key={i}>{e.message}</li>
          ))}
        </ul>
      ),
  },
];

/** "Date ← Business Date, Gross sales ← Gross Amt, …": what a saved POS mapping reads from the export. */
function mappingSummary(m: PosMapping): string {
  return POS_MAPPING_FIELDS.filter((f) => m.columns[f])
    .map((f) => `${POS_MAPPING_FIELD_LABELS[f]} ← ${m.columns[f]}`)
    .join(', ');
}

/**
 * Upload of a CSV or XLSX file: the server reads every row and says what is wrong with each (nothing is stored),
 * then "Import N valid rows" sends the same file again and the valid rows are imported in one transaction. The file
 * is either in the sales template's columns or the location's own POS export: the first POS file asks which of its
 * columns holds each figure (saved for the location), and every later one goes straight to the preview.
 */
export function SalesImport({ locationId }: { locationId: string }) {
  const queryClient = useQueryClient();
  const upload = useFileUpload();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<SalesImportPreview | null>(null);
  const [errorsOnly, setErrorsOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<'preview' | 'import' | null>(null);
  const [fieldKey, setFieldKey] = useState(0);
  const [layout, setLayout] = useState<SalesImportLayout>('template');
  const mapping = usePosMapping(locationId);
  const saved = mapping.data ?? null;
  const [mappingFrom, setMappingFrom] = useState<PosFileColumns | null>(null);

  const check = async (chosen: File, as: SalesImportLayout = layout) => {
    setBusy('preview');
    try {
      setPreview(await upload.run((p) => previewSalesImport(locationId, chosen, p, as), 'The file could not be read.'));
      setPage(1);
    } catch {
      setPreview(null);
    } finally {
      setBusy(null);
    }
  };
  const commit = async () => {
    if (!file || !preview) return;
    setBusy('import');
    try {
      const result = await upload.run((p) => commitSalesImport(locationId, file, p, layout), 'The rows could not be imported.');
      invalidateAfterSales(queryClient);
      toast.success(
        `${result.imported} ${result.imported === 1 ? 'day' : 'days'} imported${result.skipped ? `, ${result.skipped} skipped` : ''}`,
      );
      setPreview(null);
      setFile(null);
      setFieldKey((k) => k + 1);
    } catch {
      // The field shows the server's message.
    } finally {
      setBusy(null);
    }
  };

  /** Reads the export's headers so its columns can be matched (the first POS file, or "Change the mapping"). */
  const chooseColumns = async (chosen: File) => {
    setBusy('preview');
    setPreview(null);
    try {
      setMappingFrom(await upload.run((p) => readPosColumns(locationId, chosen, p), 'The file could not be read.'));
    } catch {
      setMappingFrom(null);
    } finally {
      setBusy(null);
    }
  };
  const chosenFile = (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setMappingFrom(null);
    if (!chosen) return;
    if (layout === 'pos' && !saved) void chooseColumns(chosen);
    else void check(chosen);
  };
  const switchLayout = (next: SalesImportLayout) => {
    setLayout(next);
    setPreview(null);
    setMappingFrom(null);
    setFile(null);
    setFieldKey((k) => k + 1);
  };

  const rows = preview ? (errorsOnly ? preview.rows.filter((r) => r.errors.length > 0) : preview.rows) : [];
  const shown = rows.slice((page - 1) * PREVIEW_PAGE, page * PREVIEW_PAGE);
  const serverWorking = busy !== null && (upload.progress === null || upload.progress >= 1);

  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">The file is</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {(
            [
              ['template', 'In the sales template'],
              ['pos', 'An export from my POS'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="inline-flex cursor-pointer items-center gap-2">
              <input
                type="radio"
                name={`sales-import-layout-${locationId}`}
                className="size-4 accent-primary"
                checked={layout === value}
                disabled={busy !== null}
                onChange={() => switchLayout(value)}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {layout === 'pos' ? (
        <p className="text-sm text-muted-foreground" data-testid="pos-mapping-summary">
          {mapping.isPending
            ? 'Loading your POS columns…'
            : saved
              ? `Your POS columns: ${mappingSummary(saved)} (dates ${saved.dateFormat}).`
              : 'Choose your first export: you will match its columns once, and later files import straight away.'}
        </p>
      ) : null}
      <p className={layout === 'pos' ? 'hidden' : 'flex flex-wrap items-center gap-x-4 gap-y-2 text-sm'}>
        <span className="text-muted-foreground">Download the template:</span>
        {(['csv', 'xlsx'] as const).map((format) => (
          <a
            key={format}
            className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
            href={salesTemplateUrl(format)}
            download
          >
            <FileSpreadsheet aria-hidden className="size-4" />
            {format.toUpperCase()} template
          </a>
        ))}
      </p>
      <FileField
        key={fieldKey}
        id="sales-import-file"
        label={layout === 'pos' ? 'POS export (CSV or XLSX)' : 'Sales file (CSV or XLSX)'}
        hint={
          layout === 'pos'
            ? 'One row per day, as your POS exports its daily (Z-report) totals. At most 5 MB.'
            : 'One row per day: Date (YYYY-MM-DD), Gross sales, Discounts, Refunds, Transactions, Cash, Card, Digital, Notes. At most 5 MB.'
        }
        rules={SPREADSHEET_RULES}
        progress={upload.progress}
        error={upload.error}
        disabled={busy !== null}
        onFileChange={chosenFile}
      />
      {layout === 'pos' && file && saved && !mappingFrom && busy === null ? (
        <Button variant="outline" className="w-fit" onClick={() => void chooseColumns(file)}>
          Change the column mapping
        </Button>
      ) : null}
      {mappingFrom && file ? (
        <PosMappingForm
          locationId={locationId}
          read={mappingFrom}
          mapping={saved}
          onSaved={() => {
            setMappingFrom(null);
            void check(file, 'pos');
          }}
          onCancel={() => setMappingFrom(null)}
        />
      ) : null}
      <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
        {busy === 'preview' && serverWorking ? 'Checking the rows…' : busy === 'import' && serverWorking ? 'Importing…' : ''}
      </p>
      {preview ? (
        <div className="grid gap-3" data-testid="sales-import-preview">
          <p className="text-sm" aria-live="polite">
            <strong>{preview.total}</strong> {preview.total === 1 ? 'row' : 'rows'} read: <strong>{preview.valid}</strong> ready to import,{' '}
            <strong className={preview.invalid ? 'text-red-700 dark:text-red-300' : undefined}>{preview.invalid}</strong> with errors.
          </p>
          <p className="text-xs text-muted-foreground" data-testid="sales-import-source">
            Read as {describeSpreadsheetSource(preview.source)}.
          </p>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={errorsOnly}
                onChange={(e) => {
                  setErrorsOnly(e.target.checked);
                  setPage(1);
                }}
              />
              Show rows with errors only
            </label>
            <Button onClick={commit} disabled={preview.valid === 0 || busy !== null}>
              {busy === 'import' ? 'Importing…' : `Import ${preview.valid} valid ${preview.valid === 1 ? 'row' : 'rows'}`}
            </Button>
          </div>
          <DataTable
            caption="Rows in the file"
            columns={columns}
            data={shown}
            getRowId={(r) => String(r.line)}
            rowProps={(r) => ({ 'data-invalid': r.errors.length ? 'true' : undefined, 'data-testid': 'sales-preview-row' })}
            stacked
          />
          {rows.length > PREVIEW_PAGE ? <Pagination page={page} pages={pageCount(rows.length, PREVIEW_PAGE)} onPage={setPage} /> : null}
        </div>
      ) : null}
    </div>
  );
}
