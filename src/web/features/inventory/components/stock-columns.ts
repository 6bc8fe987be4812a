import type { LocationStockRow } from '../../../../shared/inventory.contracts';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { formatCount } from '../movement-format';

/** The columns both location-stock tables (head office's and the franchisee's reorder view) show alike. */

/** A figure: right-aligned digits in the table; below md, half a card's width, left-aligned. */
export const FIGURE = { className: 'text-right tabular-nums', cardClassName: 'max-md:col-span-1 max-md:text-left' };

/** The SKU in small monospace; below md it is unlabelled, placed and muted by `cardClassName`. */
export function skuColumn(cardClassName: string): DataTableColumn<LocationStockRow> {
  return {
    id: 'sku',
    header: 'SKU',
    cell: ({ row: { original: row } }) => row.sku,
    meta: {
      className: 'whitespace-nowrap font-mono text-xs',
      headerClassName: '',
      cardLabel: false,
      cardClassName,
    },
  };
}

/** "Reorder point" and "Max level", the levels a reorder is judged and sized by. */
export function levelColumns(meta: typeof FIGURE): DataTableColumn<LocationStockRow>[] {
  return [
    { id: 'reorderPoint', header: 'Reorder point', cell: ({ row: { original: row } }) => formatCount(row.reorderPoint), meta },
    { id: 'maxLevel', header: 'Max level', cell: ({ row: { original: row } }) => formatCount(row.maxLevel), meta },
  ];
}
