import { ZSalesImportPreview, ZSalesImportResult, type SalesImportPreview, type SalesImportResult } from '../../../shared/sales.contracts';
import { uploadWithProgress, type OnProgress } from '../../components/form';

/** A 5,000-row file is parsed and checked on the server; give it longer than an ordinary request. */
const IMPORT_TIMEOUT_MS = 120_000;

/** POST /api/sales/import/preview?locationId (multipart "file") → every row with its errors; nothing is stored. */
export function previewSalesImport(locationId: string, file: File, onProgress?: OnProgress): Promise<SalesImportPreview> {
  return uploadWithProgress(`/api/sales/import/preview?locationId=${locationId}`, file, {
    schema: ZSalesImportPreview,
    onProgress,
    timeoutMs: IMPORT_TIMEOUT_MS,
  });
}

/** POST /api/sales/import?locationId (the same file) → counts; the valid rows are imported in one transaction. */
export function commitSalesImport(locationId: string, file: File, onProgress?: OnProgress): Promise<SalesImportResult> {
  return uploadWithProgress(`/api/sales/import?locationId=${locationId}`, file, {
    schema: ZSalesImportResult,
    onProgress,
    timeoutMs: IMPORT_TIMEOUT_MS,
  });
}

export const salesTemplateUrl = (format: 'csv' | 'xlsx') => `/api/sales/template?format=${format}`;
