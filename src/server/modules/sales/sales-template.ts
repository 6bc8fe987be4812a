import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE, toCsv, toXlsx, type ExportColumn } from '../../lib/spreadsheet';
import { SALES_IMPORT_COLUMNS } from '../../../shared/sales.contracts';
import { addCalendarDays, manilaToday } from '../../../shared/time';

type TemplateRow = Record<keyof typeof SALES_IMPORT_COLUMNS, string | number>;

/** The template's one example row: yesterday, with a payment breakdown that adds up to net sales. */
function exampleRow(): TemplateRow {
  return {
    Date: addCalendarDays(manilaToday(), -1),
    'Gross sales': '15000.00',
    Discounts: '300.00',
    Refunds: '0.00',
    Transactions: 120,
    Cash: '8000.00',
    Card: '5000.00',
    Digital: '1700.00',
    Notes: 'Example: replace with your own days',
  };
}

const columns: ExportColumn<TemplateRow>[] = (Object.keys(SALES_IMPORT_COLUMNS) as (keyof typeof SALES_IMPORT_COLUMNS)[]).map((header) => ({
  header,
  value: (row) => row[header],
  width: header === 'Notes' ? 36 : 14,
}));

/** The import template in the format asked for, with the exact headers the import reads. */
export async function salesTemplate(format: 'csv' | 'xlsx'): Promise<{ body: string | Buffer; contentType: string; filename: string }> {
  if (format === 'csv')
    return { body: toCsv(columns, [exampleRow()]), contentType: CSV_CONTENT_TYPE, filename: 'daily-sales-template.csv' };
  return {
    body: await toXlsx(columns, [exampleRow()], { sheetName: 'Daily sales' }),
    contentType: XLSX_CONTENT_TYPE,
    filename: 'daily-sales-template.xlsx',
  };
}
