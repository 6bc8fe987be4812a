/** The list kit: one table, its paging, sorting, selection, states, CSV export and URL state. */
export { DataTable, type DataTableColumn, type DataTableExpansion, type DataTableSelection, type DataTableSort } from './data-table';
export { ListPagination, Pagination, pageCount } from './pagination';
export { TableEmpty, TableLoading } from './table-states';
export { ExportCsvButton } from './export-csv-button';
export { BulkActionBar } from './bulk-action-bar';
export { BulkResults, type BulkResultRow } from './bulk-results';
export { SelectAllCheckbox } from './select-all-checkbox';
export { toCsv, fetchAllPages, type CsvColumn } from './csv';
export * from './url-state';
export { ariaSortOf, nextSortOf, type ColumnSort } from './sort';
export {
  AmountRangeFields,
  ClearFiltersButton,
  ClearFiltersLink,
  DateRangeFields,
  FilterCard,
  FilterCheckboxRow,
  FilterSearchField,
  InvertedRangeHint,
  PhoneSortSelect,
} from './filter-bar';
export { useLatest } from './use-latest';
export { NetworkFilterSelect } from './network-filter-select';
export { useRowExpansion } from './row-expansion';
