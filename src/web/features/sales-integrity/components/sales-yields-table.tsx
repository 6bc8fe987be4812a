import { useMemo, useState } from 'react';
import { formatPeso } from '../../../../shared/money';
import { formatDateTime } from '../../../../shared/time';
import type { SalesYield } from '../../../../shared/sales-integrity.contracts';
import { DataTable, TableEmpty, type DataTableColumn } from '../../../components/data-table';
import { SearchField } from '../../../components/search-field';
import { Button } from '../../../components/ui/button';
import { useSalesYields } from '../get-sales-yields';
import { SalesYieldDialog } from './sales-yield-dialog';

const keyOf = (r: SalesYield) => `${r.productId}:${r.brandId}`;

/**
 * Head office's sales yields: per product and brand, the net sales expected from one unit bought. Expected sales
 * are delivered units × these; a product without one adds nothing, so the unset ones are listed first.
 */
export function SalesYieldsTable({ canEdit }: { canEdit: boolean }) {
  const yields = useSalesYields();
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<SalesYield | null>(null);
  const rows = useMemo(() => {
    const needle = q.toLowerCase();
    return (yields.data ?? [])
      .filter((r) => !needle || `${r.name} ${r.sku} ${r.brandName}`.toLowerCase().includes(needle))
      .sort((a, b) => Number(a.yieldCentavos !== null) - Number(b.yieldCentavos !== null));
  }, [yields.data, q]);
  const unset = (yields.data ?? []).filter((r) => r.yieldCentavos === null).length;
  const columns: DataTableColumn<SalesYield>[] = [
    {
      id: 'product',
      header: 'Product',
      meta: { cardLabel: false, cardClassName: 'max-md:col-span-2' },
      cell: ({ row: { original: r } }) => (
        <span className="font-medium">
          {r.name} <span className="font-mono text-xs text-muted-foreground">{r.sku}</span>
        </span>
      ),
    },
    { id: 'brand', header: 'Brand', meta: { cardLabel: 'Brand' }, cell: ({ row: { original: r } }) => r.brandName },
    {
      id: 'price',
      header: 'Warehouse price',
      meta: { className: 'text-right tabular-nums max-md:text-left', cardLabel: 'Warehouse price' },
      cell: ({ row: { original: r } }) => `${formatPeso(r.priceCentavos)} / ${r.unit}`,
    },
    {
      id: 'yield',
      header: 'Sales yield',
      meta: { className: 'text-right tabular-nums max-md:text-left', cardLabel: 'Sales yield' },
      cell: ({ row: { original: r } }) =>
        r.yieldCentavos === null ? (
          <span className="text-muted-foreground">Not set</span>
        ) : (
          <span title={r.updatedAt ? `Set ${formatDateTime(r.updatedAt)}` : undefined}>
            {formatPeso(r.yieldCentavos)} / {r.unit}
          </span>
        ),
    },
    ...(canEdit
      ? [
          {
            id: 'actions',
            header: 'Actions',
            meta: { cardLabel: false },
            cell: ({ row: { original: r } }) => (
              <Button
                size="sm"
                variant="outline"
                onClick={() => setEditing(r)}
                aria-label={`Set the sales yield of ${r.name} for ${r.brandName}`}
              >
                {r.yieldCentavos === null ? 'Set' : 'Change'}
              </Button>
            ),
          } satisfies DataTableColumn<SalesYield>,
        ]
      : []),
  ];
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SearchField
          id="yield-search"
          label="Search products"
          placeholder="Name, SKU or brand"
          maxLength={100}
          value={q}
          onSearch={setQ}
          className="grid w-full max-w-sm content-start gap-2"
        />
        {yields.data ? (
          <p className="text-sm text-muted-foreground" data-testid="yields-unset">
            {unset === 0
              ? 'Every product has a yield.'
              : `${unset} of ${yields.data.length} without a yield: they add nothing to expected sales.`}
          </p>
        ) : null}
      </div>
      {yields.isError ? (
        <p role="alert">The sales yields could not be loaded.</p>
      ) : yields.data && rows.length === 0 ? (
        <TableEmpty>{q ? 'No product matches that search.' : 'No brand orders any product yet.'}</TableEmpty>
      ) : (
        <DataTable
          caption="Sales yields by product and brand"
          columns={columns}
          data={rows}
          getRowId={keyOf}
          busy={yields.isFetching}
          rowProps={(r) => ({ 'data-testid': 'yield-row', 'data-sku': r.sku })}
          stacked
        />
      )}
      {editing ? <SalesYieldDialog open row={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
