import { ZSalesImportPreview, ZSalesImportResult, type SalesImportPreview, type SalesImportResult } from '../../../shared/sales.contracts';
import type { SalesImportLayout } from '../../../shared/pos-mapping.contracts';
import { uploadWithProgress, type OnProgress } from '../../components/form';

/** A 5,000-row file is parsed and checked on the server; give it longer than an ordinary request. */
const IMPORT_TIMEOUT_MS = 120_000;

const query = (locationId: string, layout: SalesImportLayout) => `locationId=${locationId}${layout === 'pos' ? '&layout=pos' : ''}`;

/**
 * POST /api/sales/import/preview?locationId[&layout=pos] (multipart "file") → every row with its errors; nothing is
 * stored. `pos`: the file is the location's POS export, read with its saved column mapping.
 */
export function previewSalesImport(
  locationId: string,
  file: File,
  onProgress?: OnProgress,
  layout: SalesImportLayout = 'template',
): Promise<SalesImportPreview> {
  return uploadWithProgress(`/api/sales/import/preview?${query(locationId, layout)}`, file, {
    schema: ZSalesImportPreview,
    onProgress,
    timeoutMs: IMPORT_TIMEOUT_MS,
  });
}

/** POST /api/sales/import?locationId[&layout=pos] (the same file) → counts; the valid rows are imported in one transaction. */
export function commitSalesImport(
  locationId: string,
  file: File,
  onProgress?: OnProgress,
  layout: SalesImportLayout = 'template',
): Promise<SalesImportResult> {
  return uploadWithProgress(`/api/sales/import?${query(locationId, layout)}`, file, {
    schema: ZSalesImportResult,
    onProgress,
    timeoutMs: IMPORT_TIMEOUT_MS,
  });
}

export const salesTemplateUrl = (format: 'csv' | 'xlsx') => `/api/sales/template?format=${format}`;
